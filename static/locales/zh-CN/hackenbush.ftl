# Green Hackenbush 的文字，只由它的分块首先绘制：图形棋盘、讲解面板和编辑器，以及在棋盘上的砍边和拒绝。

picture-ground = 地面
picture-loop-at = { $vertex } 上的自环
picture-joins = { $from } 到 { $to }
picture-edge-name = 边 { $edge }，{ $ends }{ $standing ->
    [yes] {""}
   *[no] ，未与地面相连
}
picture-chop = 砍掉边 { $edge }（{ $ends }）
picture-label = 立在地面上的一幅图，共 { $count } 条边
picture-edge-list = 边的列表
picture-value = 这幅图的值：{ $value }。
picture-component-column = 图
picture-component-row = { $count ->
   *[other] 边 { $edges }
}
picture-rules = 一幅由边组成、立在地面上的图。轮到你时，砍掉一条边：它消失，所有不再有路径连到地面的边随之落下。砍掉最后一条边的人获胜。
picture-hint = n 条边的竹竿就是 n 个的 Nim 堆；在一个顶点相交的分支等于一根竹竿，长度是它们的 Nim 和；环上的顶点融合为一个，环的边变成自环。留下值为 0 的图。
picture-the-ground = 地面
picture-vertex = 顶点 { $vertex }
picture-fusion = { $count ->
   *[other] 融合 { $vertices }
}：{ $loops ->
   *[other] 边 { $edges } 变成自环
}（{ $parity ->
    [odd] 奇数条：等于一个自环，即长为 1 的竹竿
   *[even] 偶数条：值为 0
}）。
picture-branch = 边 { $edge }，其上有长为 { $above } 的竹竿：长为 { $stalk } 的竹竿
picture-colon = 在{ $vertex }：{ $branches ->
    [0] {""}
   *[other] 分支 { $listed }{ $loops ->
        [0] {""}
       *[other] {"；"}
    }
}{ $loops ->
    [0] {""}
   *[other] { $loops } 个自环，每个是长为 1 的竹竿
}。合起来：{ $sum }，长为 { $stalk } 的竹竿。
picture-source = { $title } 第 6 章和 { $other } 第 7 章：按融合原理，环上的顶点可以融合为一个，环的边变成自环；按冒号原理，一个顶点上的分支可以换成一根竹竿，长度是它们的 Nim 和。
picture-principles = 先融合每个环，再从上到下把分支换成竹竿：留在地面上的竹竿就是这幅图的值。
picture-no-cycle = 没有环：这幅图已经是一棵树。
picture-total = 这幅图等于长为 { $value } 的竹竿：它的值是 { $value }{ $value ->
    [0] ，所以该走的一方会输。
   *[other] ，所以该走的一方留下 0 就能赢。
}
picture-caption = 地面上的每幅图、它的二进制值以及它们的 Nim 和
picture-edit-edges = 边
picture-edit-from = 从
picture-edit-to = 到
picture-edit-new = 新顶点
picture-edit-join = 添加这条边
picture-edit-loop = 添加自环
picture-edit-delete = 删除边 { $edge }（{ $ends }）
picture-edit-move = 顶点 { $vertex } 的位置
picture-edit-x = 横向
picture-edit-y = 高度
picture-edit-too-many = 一幅图最多有 { $limit } 条边。
moves-chop = 砍掉边 { $edge }
players-chop-no-edge = 没有边 { $edge }：这幅图有 { $count } 条边。
players-chop-fallen = 边 { $edge } 没有与地面相连：它已经落下了。
board-limits-picture = 地面上一幅 1 到 { $edges } 条边的图，每条边连接两个顶点、一个顶点和地面，或一个顶点和它自己（自环）。
board-preset-picture = { $name ->
    [stalk-3] 长为 3 的竹竿
    [loop-on-stalk] 竹竿上的自环
    [tree] 树
    [triangle] 三角形（奇环）
    [square] 正方形（偶环）
    [two-stalks-and-a-cycle] 两根竹竿和一个环
    [girl] 女孩（Winning Ways）
    [house] 房子（Winning Ways）
   *[other] 图
}
worksheet-picture = 图 { $edges }（g 是地面；a-b 是顶点 a 和 b 之间的边）。
worksheet-instructions-picture = 一幅立在地面（g）上的图，用顶点对写出各条边。每一步砍掉一条边；所有不再与地面相连的边都会落下。砍掉最后一条边的人获胜。通过融合环、把分支换成竹竿求出这幅图的值。谁会赢：该走的一方（先手）还是另一方（后手）？如果先手赢，请给出一步制胜的砍法。
present-walk-picture = 图的值：先融合环，再把分支换成竹竿
present-step-picture-start = 这幅图{ $cycles ->
    [0] ，一棵没有环的树
   *[other] {""}
}
present-step-picture-fusion = 融合一个环
present-step-picture-colon = { $vertex }上的竹竿
