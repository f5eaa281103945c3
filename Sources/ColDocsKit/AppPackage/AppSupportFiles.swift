/// The files every chapter's app holds unchanged.
///
/// `ExampleScreen.swift` is what an example's code calls besides UIKit on
/// the phone (`screen.keep`, the buttons and prompts that stand where the
/// page recorded or played the finger, the figure's panels); `check`
/// compiles it with the chapters' code against the engine. The view
/// controller and the SwiftUI entry need the real UIKit and SwiftUI, which
/// Linux has not: they are fixed text, compared with a snapshot in the
/// tests.
enum AppSupportFiles {
  static let screen = #"""
    import UIKit

    /// Plays the view controller's part for the examples' code, as the page's
    /// `screen` does: it keeps what a collection view holds only weakly (its
    /// data source and delegate), and gathers the buttons and prompts that
    /// the screen shows above the example's views. One instance serves every
    /// example, so that the chapter's own functions can use it too; each
    /// example's screen starts it afresh and takes what it gathered.
    final class ExampleScreen {
      /// A button's title and the code it runs: a scroll, an update or a
      /// layout switch, animated by UIKit.
      struct Action {
        let title: String
        let run: () throws -> Void
      }

      private(set) var kept: [AnyObject] = []
      private(set) var actions: [Action] = []
      private(set) var prompts: [String] = []
      /// Called when a prompt is added while the example's screen is shown.
      var promptsChanged: () -> Void = {}

      /// Forgets what the previous example gathered.
      func begin() {
        kept = []
        actions = []
        prompts = []
        promptsChanged = {}
      }

      /// Keeps `objects` for as long as the example's screen is shown, as a
      /// view controller's stored properties would.
      func keep(_ objects: AnyObject...) { kept += objects }

      /// Adds a button that runs `run`.
      func addAction(_ title: String, _ run: @escaping () throws -> Void) {
        actions.append(Action(title: title, run: run))
      }

      /// Adds a line that tells the reader what to do with their finger.
      func prompt(_ text: String) {
        prompts.append(text)
        promptsChanged()
      }
    }

    /// The view controller's stand-in that every example shares.
    let screen = ExampleScreen()

    /// One view of an example's screen, with the words above it.
    struct ExamplePanel {
      let title: String?
      let view: UIView
    }

    /// The guide's arrangements of views, which the screen lays out side by
    /// side. An example returns one of them, a view, or an array of either.
    protocol ExampleShowable {
      var panels: [ExamplePanel] { get }
    }

    /// The panels of what an example returned.
    func examplePanels(of shown: Any) -> [ExamplePanel] {
      if let showable = shown as? ExampleShowable { return showable.panels }
      if let view = shown as? UIView { return [ExamplePanel(title: nil, view: view)] }
      if let parts = shown as? [Any] { return parts.flatMap(examplePanels(of:)) }
      return []
    }

    /// Panels side by side.
    struct SideBySide: ExampleShowable {
      let panels: [ExamplePanel]

      init(_ parts: Any...) { panels = parts.flatMap(examplePanels(of:)) }
    }

    /// A panel with words above it.
    struct Titled: ExampleShowable {
      let panels: [ExamplePanel]

      init(_ title: String, _ content: Any) {
        panels = examplePanels(of: content).enumerated().map { index, panel in
          ExamplePanel(title: index == 0 ? title : panel.title, view: panel.view)
        }
      }
    }

    /// On the page, the view's visible part; on the phone, the view itself.
    struct Viewport: ExampleShowable {
      let panels: [ExamplePanel]

      init(_ content: Any) { panels = examplePanels(of: content) }
    }

    /// On the page, all of the view's content at once; on the phone, the
    /// view, scrolled by the reader.
    struct WholeContent: ExampleShowable {
      let panels: [ExamplePanel]

      init(_ content: Any) { panels = examplePanels(of: content) }
    }

    /// One example of the chapter: its name on the page and the code that
    /// makes its screen.
    struct ChapterExample: Identifiable {
      let id: String
      let title: String
      let make: () throws -> Any
    }

    """#

  static let viewController = #"""
    import UIKit

    /// Shows one example: what to do and the buttons first, then the
    /// example's views side by side at the sizes its code gave them, in a
    /// scroll view for screens narrower than the panels.
    final class ExampleViewController: UIViewController {
      private let example: ChapterExample
      /// What the example's code kept and the buttons it added, taken from
      /// `screen` once the code has run.
      private var kept: [AnyObject] = []
      private var actions: [ExampleScreen.Action] = []
      private let column = UIStackView()
      private let prompts = UIStackView()

      init(example: ChapterExample) {
        self.example = example
        super.init(nibName: nil, bundle: nil)
        title = example.title
      }

      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        let content = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
          scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          column.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
          column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
          column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
          column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        ])
        prompts.axis = .vertical
        prompts.spacing = 4
        column.addArrangedSubview(prompts)
        screen.begin()
        do {
          let shown = try example.make()
          kept = screen.kept
          actions = screen.actions
          screen.promptsChanged = { [weak self] in self?.showPrompts() }
          showPrompts()
          showButtons()
          showPanels(examplePanels(of: shown))
        } catch {
          column.addArrangedSubview(label("The example stopped: \(error)", style: .body))
        }
      }

      private func showPrompts() {
        prompts.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for text in screen.prompts {
          prompts.addArrangedSubview(label(text, style: .callout))
        }
      }

      private func showButtons() {
        guard !actions.isEmpty else { return }
        let row = UIStackView()
        row.spacing = 12
        for (index, action) in actions.enumerated() {
          // A function the example calls twice adds its button twice:
          // "Play 1" and "Play 2", in the order of the panels.
          let same = actions.filter { $0.title == action.title }.count
          let number = actions[...index].filter { $0.title == action.title }.count
          let button = UIButton(type: .system)
          button.setTitle(same > 1 ? "\(action.title) \(number)" : action.title, for: .normal)
          button.addAction(
            UIAction { _ in
              do { try action.run() } catch { screen.prompt("It stopped: \(error)") }
            }, for: .touchUpInside)
          row.addArrangedSubview(button)
        }
        column.addArrangedSubview(row)
      }

      /// Each panel at the size the example's code gave its view (a view
      /// made without a size gets the phone's width).
      private func showPanels(_ panels: [ExamplePanel]) {
        let row = UIStackView()
        row.alignment = .top
        row.spacing = 16
        for panel in panels {
          let stack = UIStackView()
          stack.axis = .vertical
          stack.spacing = 6
          if let title = panel.title { stack.addArrangedSubview(label(title, style: .footnote)) }
          let size = panel.view.frame.size
          panel.view.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([
            panel.view.widthAnchor.constraint(equalToConstant: size.width > 0 ? size.width : 320),
            panel.view.heightAnchor.constraint(equalToConstant: size.height > 0 ? size.height : 480),
          ])
          stack.addArrangedSubview(panel.view)
          row.addArrangedSubview(stack)
        }
        column.addArrangedSubview(row)
      }

      private func label(_ text: String, style: UIFont.TextStyle) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        return label
      }
    }

    """#

  /// The SwiftUI entry: the chapter's examples in a list, each opening its
  /// screen. `examples` is the chapter's enum (`FlowLayoutExamples`),
  /// `title` the chapter's title as a Swift literal.
  static func app(examples: String, title: String) -> String {
    #"""
    import SwiftUI

    /// The chapter's examples in a list; each opens its screen.
    @main
    struct ChapterApp: App {
      var body: some Scene {
        WindowGroup {
          NavigationView {
            List(\#(examples).all) { example in
              NavigationLink(
                destination: ExampleHost(example: example).navigationTitle(example.title)
              ) {
                Text(example.title)
              }
            }
            .navigationTitle(\#(title))
          }
          .navigationViewStyle(.stack)
        }
      }
    }

    /// An example's UIKit screen inside SwiftUI.
    struct ExampleHost: UIViewControllerRepresentable {
      let example: ChapterExample

      func makeUIViewController(context: Context) -> ExampleViewController {
        ExampleViewController(example: example)
      }

      func updateUIViewController(_ controller: ExampleViewController, context: Context) {}
    }

    """#
  }
}
