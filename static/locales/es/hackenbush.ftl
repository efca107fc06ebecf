# Las palabras de Green Hackenbush que solo sus chunks dibujan primero: el tablero del dibujo, su explicación y su editor, los cortes y sus rechazos.

picture-ground = suelo
picture-loop-at = lazo en { $vertex }
picture-joins = { $from } a { $to }
picture-edge-name = Arista { $edge }, { $ends }{ $standing ->
    [yes] {""}
   *[no] , sin unión con el suelo
}
picture-chop = Cortar la arista { $edge } ({ $ends })
picture-label = Un dibujo de { $count ->
    [one] una arista
   *[other] { $count } aristas
} sobre el suelo
picture-edge-list = Las aristas en lista
picture-value = Valor del dibujo: { $value }.
picture-component-column = Dibujo
picture-component-row = { $count ->
    [one] arista { $edges }
   *[other] aristas { $edges }
}
picture-rules = Un dibujo de aristas apoyado en el suelo. En tu turno, corta una arista: desaparece, y toda arista que ningún camino une ya al suelo cae con ella. Quien corta la última arista gana.
picture-hint = un tallo de n aristas es un montón de Nim de n; las ramas que se juntan en un vértice son un tallo, la suma nim de las suyas; los vértices de un ciclo se funden en uno, sus aristas pasan a ser lazos. Deja un dibujo que valga 0.
picture-the-ground = el suelo
picture-vertex = el vértice { $vertex }
picture-fusion = { $count ->
    [one] Fundir { $vertices }
   *[other] Fundir { $vertices } en uno
}: { $loops ->
    [one] la arista { $edges } pasa a ser un lazo
   *[other] las aristas { $edges } pasan a ser lazos
} ({ $parity ->
    [odd] un número impar: vale lo que un lazo, un tallo de 1
   *[even] un número par: no vale nada
}).
picture-branch = la arista { $edge } con un tallo de { $above } encima: un tallo de { $stalk }
picture-colon = En { $vertex }: { $branches ->
    [0] {""}
    [one] la rama { $listed }{ $loops ->
        [0] {""}
       *[other] {"; "}
    }
   *[other] las ramas { $listed }{ $loops ->
        [0] {""}
       *[other] {"; "}
    }
}{ $loops ->
    [0] {""}
    [one] un lazo, un tallo de 1
   *[other] { $loops } lazos, cada uno un tallo de 1
}. Juntos: { $sum }, un tallo de { $stalk }.
picture-source = { $title }, capítulo 6, y { $other }, capítulo 7: por el principio de fusión, los vértices de un ciclo pueden fundirse en uno, y sus aristas pasan a ser lazos; por el principio de los dos puntos, las ramas de un vértice pueden sustituirse por un solo tallo, la suma nim de las suyas.
picture-principles = Primero funde cada ciclo y luego sustituye las ramas por tallos, de arriba abajo: el tallo que queda en el suelo es el valor del dibujo.
picture-no-cycle = Sin ciclos: el dibujo ya es un árbol.
picture-total = El dibujo vale un tallo de { $value }: su valor es { $value }{ $value ->
    [0] , así que pierde quien mueve.
   *[other] , así que gana quien mueve dejando 0.
}
picture-caption = Cada dibujo sobre el suelo, su valor en binario y su suma nim
picture-edit-edges = Aristas
picture-edit-from = Desde
picture-edit-to = Hasta
picture-edit-new = un vértice nuevo
picture-edit-join = Añadir la arista
picture-edit-loop = Añadir un lazo
picture-edit-delete = Borrar la arista { $edge } ({ $ends })
picture-edit-move = Lugar del vértice { $vertex }
picture-edit-x = horizontal
picture-edit-y = altura
picture-edit-too-many = Un dibujo tiene como mucho { $limit } aristas.
moves-chop = cortar la arista { $edge }
players-chop-no-edge = No hay arista { $edge }: el dibujo tiene { $count } aristas.
players-chop-fallen = La arista { $edge } no está unida al suelo: ya ha caído.
board-limits-picture = Un dibujo de 1 a { $edges } aristas sobre el suelo; cada una une dos vértices, un vértice con el suelo o un vértice consigo mismo (un lazo).
board-preset-picture = { $name ->
    [stalk-3] Tallo de 3
    [loop-on-stalk] Lazo sobre un tallo
    [tree] Árbol
    [triangle] Triángulo (ciclo impar)
    [square] Cuadrado (ciclo par)
    [two-stalks-and-a-cycle] Dos tallos y un ciclo
    [girl] Niña (Winning Ways)
    [house] Casa (Winning Ways)
   *[other] Dibujo
}
worksheet-picture = El dibujo { $edges } (g es el suelo; a-b una arista entre los vértices a y b).
worksheet-instructions-picture = Un dibujo de aristas sobre el suelo (g), escrito como pares de vértices. Un movimiento corta una arista; toda arista que ya no esté unida al suelo cae. Quien corta la última arista gana. Halla el valor del dibujo fundiendo los ciclos y sustituyendo las ramas por tallos. ¿Quién gana: quien mueve (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da un corte ganador.
present-walk-picture = El valor del dibujo: ciclos fundidos y luego ramas hechas tallos
present-step-picture-start = El dibujo{ $cycles ->
    [0] , un árbol sin ciclos
   *[other] {""}
}
present-step-picture-fusion = un ciclo fundido
present-step-picture-colon = el tallo en { $vertex }
