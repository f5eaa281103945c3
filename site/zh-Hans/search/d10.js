COLDOCS_SEARCH_SHARD("d10",[["从博客到本指南","from-blogs.html#其他常见的坑","其他常见的坑","其他常见的坑 下面几处不属于上面任何一个主题，本指南也专门指出过： 用代码滚动时，setContentOffset(_:animated:) 带动画调用后，偏移并不会立刻改变；紧接着再发起一次动画滚动，它会取代第一次，而不是排在后面（第 1 章）。 流式布局的 estimatedItemSize 把宽度也交给单元格自己决定，多行标签会把单元格撑得和整句话一样宽。列表要给内容视图加一个宽度约束；标签式的窄单元格则可以给标签设置 preferredMaxLayoutWidth（第 18 章）。 用可差异化数据源时，不要把整个模型值当作标识符：改一下内容，就变成了删除一项再插入一项。标识符应当稳定，内容变化用 reconfigureItems(_:)（第 17 章）。 竖直列表里的一排横滑卡片，过去要在单元格里再嵌一个集合视图；组合布局只需分区的 orthogonalScrollingBehavior（第 16 章）。"],
["术语表","glossary.html","","本指南讲的是 UIKit 的 API，所以 UIKit 和 Swift 里的名字，无论是类型、属性、方法还是枚举值，一律保留英文原样，写成代码格式，例如 UICollectionViewFlowLayout、itemSize、invalidateLayout()，方便你直接拿去 Xcode 和 Apple 的文档里搜索。讲概念时则用中文，而且全书只用下面这一套译法：section 总是“分区”，supplementary view 总是“补充视图”，不会在不同的章节里换说法。术语在某一章第一次出现时，可能会在括号里附上英文，例如补充视图（supplementary view）。长度的单位是 pt（point，点），写在数字后面，例如“宽 320 pt”“间距 10 pt”。"],
["术语表","glossary.html#集合视图及其组成","集合视图及其组成","集合视图及其组成"],
["术语表","glossary.html#流式布局","流式布局","流式布局"],
["术语表","glossary.html#自定义布局","自定义布局","自定义布局"],
["术语表","glossary.html#动画与交互","动画与交互","动画与交互"],
["术语表","glossary.html#现代-api","现代 API","现代 API"],
["术语表","glossary.html#列表与单元格","列表与单元格","列表与单元格"],
["术语表","glossary.html#本指南自己的说法","本指南自己的说法","本指南自己的说法"]]);
