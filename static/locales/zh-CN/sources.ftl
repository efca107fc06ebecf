## 来源：本应用理论所依据的文献（标题保留文献原文）

sources-button = 来源
sources-title = 来源
