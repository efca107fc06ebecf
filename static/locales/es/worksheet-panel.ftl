## The worksheet and quiz dialog's form and the printed sheet: the worksheet's chunk

worksheet-dialog-intro = Imprime una hoja de posiciones para resolver en papel, con las soluciones en una página aparte. El mismo número de hoja da siempre las mismas preguntas.
worksheet-game-field = Juego
worksheet-count-field = Número de preguntas
worksheet-level-field = Dificultad
worksheet-seed-field = Número de hoja
worksheet-link-field = Enlace que abre esta hoja, lista para imprimir
worksheet-print = Imprimir
worksheet-close = Cerrar la hoja de ejercicios
worksheet-level-1 = 1 — pocos montones pequeños; anillos completos
worksheet-level-2 = 2 — más montones y más grandes; anillos con huecos
worksheet-level-3 = 3 — muchos montones grandes; anillos rotos; sin teorema
worksheet-bad-count = Elige de 1 a { $max } preguntas.
worksheet-bad-seed = El número de hoja es un número entero desde 0.
worksheet-title = Hoja de ejercicios de { $game }
worksheet-details =
    { $count ->
        [one] Nivel { $level } · { $count } pregunta · hoja { $seed }
        [many] Nivel { $level } · { $count } de preguntas · hoja { $seed }
       *[other] Nivel { $level } · { $count } preguntas · hoja { $seed }
    }
worksheet-instructions-nim = Para cada posición, escribe los montones en binario en la tabla y la suma nim en su última fila. ¿Quién gana: el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-misere = El jugador que toma la última ficha pierde. Para cada posición, escribe los montones en binario y la suma nim; cuenta los montones con más de una ficha. ¿Quién gana: el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-circle = Toma una marca, o dos marcas contiguas; quien toma la última marca gana. ¿Quién gana: el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-blocking = Antes de cada jugada el bloqueador prohíbe jugadas, y luego el jugador que mueve toma fichas. ¿Quién gana desde cada posición: el jugador que mueve o el bloqueador? Da las jugadas que llevan a posiciones P.
worksheet-instructions-pass = Nim en el que cada jugador puede pasar una vez en toda la partida, nunca como última jugada. Para cada posición, escribe los montones en binario y la suma nim: tras el pase el juego es Nim, así que pasar gana cuando la suma nim es 0. ¿Quién gana: el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora (el pase cuenta).
worksheet-instructions-sum = Cada posición es una suma de juegos: da el valor de Grundy de cada parte (el mex de los valores de sus opciones), escribe los valores en binario y su suma nim, que es el valor de la suma. ¿Es P o N: gana el jugador al que le toca mover (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-question = Pregunta { $number }
worksheet-heap = Montón { $heap }
worksheet-heap-counters =
    { $count ->
        [one] Montón { $heap }: { $count } ficha
        [many] Montón { $heap }: { $count } de fichas
       *[other] Montón { $heap }: { $count } fichas
    }
worksheet-place-marker = lugar { $place }: marca
worksheet-place-empty = lugar { $place }: vacío
worksheet-nim-sum-row = Suma nim
worksheet-heap-column = Montón
worksheet-answer-blank = Respuesta:
worksheet-value-blank = Valor de la suma:
worksheet-part-column = Parte
worksheet-value-column = Valor
worksheet-key-title = Soluciones
worksheet-key-heading = Soluciones — Hoja de ejercicios de { $game }

## The quiz's dialog

quiz-dialog-intro = Diez preguntas sobre posiciones de un mismo juego: di si cada una es P o N, haz una jugada ganadora en el tablero o, en una suma de juegos, da su valor. El mismo número de cuestionario da a todos las mismas preguntas, así que una clase puede compartir un solo enlace.
quiz-seed-field = Número de cuestionario
quiz-link-field = Enlace para la clase (todos reciben las mismas preguntas)
quiz-copy-link = Copiar enlace
quiz-copied = Copiado al portapapeles.
quiz-not-copied = Aquí no se permitió copiar: selecciona el enlace y cópialo con Ctrl+C (⌘C).
quiz-bad-seed = El número de cuestionario es un número entero desde 0.
quiz-start = Empezar el cuestionario

## The Quiz dialog's package for a school's LMS, and the package's launch page

quiz-lms-legend = Para tu plataforma (LMS)
quiz-lms-intro = Un paquete SCORM 1.2 para Moodle, Canvas, Blackboard y otras plataformas: muestra este cuestionario y envía la nota de cada estudiante a tu libro de calificaciones.
quiz-pass-mark-field = Nota para aprobar (%)
quiz-bad-pass-mark = La nota para aprobar es un número entero de 0 a 100.
quiz-lms-download = Descargar para tu LMS (SCORM 1.2)
quiz-lms-making = Preparando el paquete…
quiz-lms-made = Descargado { $file }.
quiz-lms-failed = No se pudo preparar el paquete: revisa la conexión y vuelve a intentarlo.
scorm-frame-title = Cuestionario de { $game }
scorm-looking = Buscando tu LMS…
scorm-no-script = Este cuestionario necesita JavaScript.
scorm-connected = Conectado a tu LMS: tu nota se envía cuando terminas el cuestionario.
scorm-no-lms = No se encontró ningún LMS, así que tu nota no quedará registrada. El cuestionario funciona igual.
scorm-sent = Tu nota se envió a tu LMS.
scorm-sent-passed = Tu nota, { $score } de { $total } ({ $percent } %), se envió a tu LMS: aprobado.
scorm-sent-failed = Tu nota, { $score } de { $total } ({ $percent } %), se envió a tu LMS: no aprobado (se aprueba con { $pass } %).
scorm-refused = Tu LMS no aceptó la nota. Avisa a tu profesor.

worksheet-instructions-wythoff = Se quitan las fichas que se quiera de un montón, o las mismas de ambos; gana quien quita la última ficha. Compara cada posición con los pares perdedores (⌊nφ⌋, ⌊nφ²⌋): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)… ¿Quién gana: el jugador al que le toca (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-staircase = Baja cualquier número de monedas de un escalón al de abajo (del escalón 1, fuera de la escalera); gana quien hace la última jugada. Solo cuentan los escalones impares: halla la suma Nim de sus monedas. ¿Quién gana: el jugador que mueve (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-step-row = Escalón { $step }: { $coins }

worksheet-instructions-fibonacci = Un montón: la primera jugada quita las fichas que se quiera, pero no el montón entero; cada jugada siguiente quita al menos 1 y como máximo el doble de la jugada anterior; gana quien quita la última ficha. Escribe el montón como suma de números de Fibonacci (1, 2, 3, 5, 8, 13, 21…), sin dos vecinos en esa lista. ¿Quién gana: el jugador al que le toca (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-moore = Se eligen entre 1 y k montones (k se indica en cada posición) y se quitan de cada uno las fichas que se quiera; gana quien quita la última ficha. Escribe los montones en binario y cuenta los unos de cada columna módulo k + 1. ¿Quién gana: el jugador al que le toca (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-coins = Una fila de monedas, H para cara y T para cruz, la moneda 1 a la izquierda. Una jugada voltea monedas como permite la regla (Turning Turtles: una o dos; Mock Turtles: hasta tres; Regla: cualquier número de vecinas; Gemelas: exactamente dos), la de más a la derecha de cara a cruz; gana quien hace la última jugada. Da a cada cara su valor y suma los valores en binario sin llevar. ¿Quién gana: el jugador al que le toca (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
worksheet-instructions-corners = Una cuadrícula de monedas, x contada hacia la derecha e y hacia abajo desde 0; las caras se indican como x:y. Una jugada voltea las cuatro esquinas de un rectángulo, la más lejana de 0:0 de cara a cruz; gana quien hace la última jugada. Da a cada cara su valor, el producto nim x ⊗ y (la tabla de multiplicación nim ayuda), y suma los valores en binario sin llevar. ¿Quién gana: quien mueve (primer jugador) o el otro (segundo jugador)? Si gana el primer jugador, da una jugada ganadora.
