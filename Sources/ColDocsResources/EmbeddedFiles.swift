/// The files coldocs carries inside its binary, each group by path relative
/// to its folder in this package: `theme` (Sources/ColDocsResources/Theme,
/// the default templates, assets and strings), `starter` (the guide
/// `coldocs init` writes), `engine` and `runtime` (the Swift sources of
/// CollectionLayout and ColDocsRuntime, which examples compile against).
///
/// The contents are generated at build time by the EmbedFiles plugin.
public enum EmbeddedFiles {}
