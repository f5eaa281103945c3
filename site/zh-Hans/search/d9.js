COLDOCS_SEARCH_SHARD("d9",[["术语表","glossary.html#集合视图及其组成","集合视图及其组成","集合视图及其组成"],
["术语表","glossary.html#流式布局","流式布局","流式布局"],
["术语表","glossary.html#自定义布局","自定义布局","自定义布局"],
["术语表","glossary.html#动画与交互","动画与交互","动画与交互"],
["术语表","glossary.html#现代-api","现代 API","现代 API"],
["术语表","glossary.html#本指南自己的说法","本指南自己的说法","本指南自己的说法"]]);
