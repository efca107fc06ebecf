# Green Hackenbush's words that only its chunks draw first: the picture's board, its panel and editor, and the chops and refusals made on that board.

picture-ground = ground
picture-loop-at = loop at { $vertex }
picture-joins = { $from } to { $to }
picture-edge-name = Edge { $edge }, { $ends }{ $standing ->
    [yes] {""}
   *[no] , not joined to the ground
}
picture-chop = Chop edge { $edge } ({ $ends })
picture-label = A picture of { $count ->
    [one] one edge
   *[other] { $count } edges
} on the ground
picture-edge-list = Edges as a list
picture-value = The picture's value: { $value }.
picture-component-column = Picture
picture-component-row = { $count ->
    [one] edge { $edges }
   *[other] edges { $edges }
}
picture-rules = A picture of edges standing on the ground. On your turn, chop one edge: it disappears, and every edge no longer joined to the ground by a path falls with it. Whoever chops the last edge wins.
picture-hint = a stalk of n edges is a Nim heap of n; branches meeting at a vertex are one stalk, the nim-sum of theirs; a cycle's vertices fuse into one, its edges loops. Leave a picture worth 0.
picture-the-ground = the ground
picture-vertex = vertex { $vertex }
picture-fusion = Fuse { $count ->
    [one] { $vertices }
   *[other] { $vertices } into one
}: { $loops ->
    [one] edge { $edges } becomes a loop
   *[other] edges { $edges } become loops
} ({ $parity ->
    [odd] an odd number: worth one loop, a stalk of 1
   *[even] an even number: worth nothing
}).
picture-branch = edge { $edge } with a stalk of { $above } above it: a stalk of { $stalk }
picture-colon = At { $vertex }: { $branches ->
    [0] {""}
    [one] the branch { $listed }{ $loops ->
        [0] {""}
       *[other] {"; "}
    }
   *[other] the branches { $listed }{ $loops ->
        [0] {""}
       *[other] {"; "}
    }
}{ $loops ->
    [0] {""}
    [one] one loop, a stalk of 1
   *[other] { $loops } loops, each a stalk of 1
}. Together: { $sum }, a stalk of { $stalk }.
picture-source = { $title }, chapter 6, and { $other }, chapter 7: by the fusion principle a cycle's vertices may be fused into one, its edges becoming loops; by the colon principle the branches at a vertex may be replaced by one stalk, the nim-sum of theirs.
picture-principles = First fuse every cycle, then replace branches by stalks from the top down: the stalk left on the ground is the picture's value.
picture-no-cycle = No cycle: the picture is a tree already.
picture-total = The picture is worth a stalk of { $value }: its value is { $value }{ $value ->
    [0] , so the player to move loses.
   *[other] , so the player to move wins by leaving 0.
}
picture-caption = Each picture on the ground, its value in binary, and their nim-sum
picture-edit-edges = Edges
picture-edit-from = From
picture-edit-to = To
picture-edit-new = a new vertex
picture-edit-join = Add the edge
picture-edit-loop = Add a loop
picture-edit-delete = Delete edge { $edge } ({ $ends })
picture-edit-move = Place of vertex { $vertex }
picture-edit-x = across
picture-edit-y = up
picture-edit-too-many = A picture has at most { $limit } edges.
moves-chop = chop edge { $edge }
players-chop-no-edge = There is no edge { $edge }: the picture has { $count } edges.
players-chop-fallen = Edge { $edge } is not joined to the ground: it has fallen already.
board-limits-picture = A picture of 1 to { $edges } edges on the ground, each joining two vertices, a vertex to the ground, or a vertex to itself (a loop).
board-preset-picture = { $name ->
    [stalk-3] Stalk of 3
    [loop-on-stalk] Loop on a stalk
    [tree] Tree
    [triangle] Triangle (odd cycle)
    [square] Square (even cycle)
    [two-stalks-and-a-cycle] Two stalks and a cycle
    [girl] Girl (Winning Ways)
    [house] House (Winning Ways)
   *[other] Picture
}
worksheet-picture = The picture { $edges } (g is the ground; a-b an edge between vertices a and b).
worksheet-instructions-picture = A picture of edges on the ground (g), written as pairs of vertices. A move chops one edge; every edge no longer joined to the ground falls. Whoever chops the last edge wins. Find the picture's value by fusing cycles and replacing branches by stalks. Who wins: the player to move (first player) or the other (second player)? If the first player wins, give a winning chop.
present-walk-picture = The picture's value: cycles fused, then branches made stalks
present-step-picture-start = The picture{ $cycles ->
    [0] , a tree with no cycle
   *[other] {""}
}
present-step-picture-fusion = a cycle fused
present-step-picture-colon = the stalk at { $vertex }
