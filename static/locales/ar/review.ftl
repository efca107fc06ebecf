## مراجعة اللعبة: حكم كل صف، ونقلته، وخطؤه، والنقلة التي كانت تحافظ على الفوز

review-close = إغلاق
review-why-label = لماذا كانت هذه النقلة خطأ
review-chart-label = سجل القيم: كل صف وضع، مرسوم في جهة اللاعب الذي كان يفوز فيه؛ ويعبر المسار بين الصفوف إلى الجهة الأخرى عند كل خطأ. الجدول المجاور يضم الصفوف نفسها.
review-legend = ● N: يفوز اللاعب صاحب الدور · ■ P: يفوز اللاعب الذي لعب للتو · ✗ خطأ، حيث يعبر المسار إلى الجهة الأخرى
review-caption = كل وضع في اللعبة، ومن كان يفوز فيه، والنقلة التي لُعبت، والأخطاء
review-column-position = الوضع
review-column-to-act = الدور
review-column-winning = الفوز
review-column-nim-sum = مجموع نيم
review-column-move = النقلة الملعوبة
review-column-why = لماذا
review-why-table-caption = الكومات بالنظام الثنائي عند الخطأ، والكومة التي كانت تحافظ على الفوز
review-no-moves = لا نقلات بعد: تمتلئ المراجعة مع تقدم اللعب.
review-row = { $row }. { $position }
review-go-to = { $row }. { $position }: ضع هذا الوضع على اللوحة
review-back-to-start = العودة إلى بداية اللعبة.
review-back-to = العودة إلى الوضع { $row } من اللعبة.
review-wins = { $shape } { $letter }، يفوز
review-loses = { $shape } { $letter }، يخسر
review-won = { $shape } { $letter }، فاز
review-lost = { $shape } { $letter }، خسر
review-too-large = أكبر من أن يُحلَّل
review-move-pass = تمرير (التمرير الوحيد، استُخدم هنا)
review-move-mistake = { $made } ✗
review-game-over = انتهت اللعبة
review-to-play = للعب
review-short-take = الكومة { $heap }: { $from } ← { $to }
review-short-forbid = منع الكومة { $heap } ← { $to }
review-no-mistakes =
    { $moves ->
        [zero] لا نقلات، ولا أخطاء: حافظ من كان يفوز على فوزه.
        [one] نقلة واحدة، بلا أخطاء: حافظ من كان يفوز على فوزه.
        [two] نقلتان، بلا أخطاء: حافظ من كان يفوز على فوزه.
        [few] { $moves } نقلات، بلا أخطاء: حافظ من كان يفوز على فوزه.
        [many] { $moves } نقلة، بلا أخطاء: حافظ من كان يفوز على فوزه.
       *[other] { $moves } نقلة، بلا أخطاء: حافظ من كان يفوز على فوزه.
    }
review-mistakes =
    { $mistakes ->
        [one] عدد النقلات { $moves }، وخطأ واحد ({ $who }): يسلّم الفوز إلى اللاعب الآخر.
        [two] عدد النقلات { $moves }، وخطآن ({ $who }): كل منهما يسلّم الفوز إلى اللاعب الآخر.
        [few] عدد النقلات { $moves }، و{ $mistakes } أخطاء ({ $who }): كل منها يسلّم الفوز إلى اللاعب الآخر.
        [many] عدد النقلات { $moves }، و{ $mistakes } خطأً ({ $who }): كل منها يسلّم الفوز إلى اللاعب الآخر.
       *[other] عدد النقلات { $moves }، و{ $mistakes } خطأ ({ $who }): كل منها يسلّم الفوز إلى اللاعب الآخر.
    }
review-mistake-by =
    { $player ->
        [you] أنت عند الوضع { $row }
        [computer] الحاسوب عند الوضع { $row }
        [player1] اللاعب 1 عند الوضع { $row }
        [player2] اللاعب 2 عند الوضع { $row }
       *[opponent] الخصم عند الوضع { $row }
    }
review-start-favoured =
    { $player ->
        [you] كان الفوز لك في البداية.
        [computer] كان الفوز للحاسوب في البداية.
        [player1] كان الفوز للاعب 1 في البداية.
        [player2] كان الفوز للاعب 2 في البداية.
       *[opponent] كان الفوز للخصم في البداية.
    }
review-why-show = ✗ لماذا؟
review-why-hide = ✗ إخفاء
review-mistake =
    { $actor ->
        [you] عند الوضع { $row }، كنت تفوز؛
        [computer] عند الوضع { $row }، كان الحاسوب يفوز؛
        [player1] عند الوضع { $row }، كان اللاعب 1 يفوز؛
        [player2] عند الوضع { $row }، كان اللاعب 2 يفوز؛
       *[opponent] عند الوضع { $row }، كان الخصم يفوز؛
    } «{ $made }» سلّمت الفوز { $other ->
        [you] إليك.
        [computer] إلى الحاسوب.
        [player1] إلى اللاعب 1.
        [player2] إلى اللاعب 2.
       *[opponent] إلى الخصم.
    }
review-keeping =
    { $count ->
        [one] هذه النقلة كانت تحافظ على الفوز: { $moves }.
        [two] هاتان النقلتان كانتا تحافظان على الفوز: { $moves }.
       *[other] هذه النقلات كانت تحافظ على الفوز: { $moves }.
    }
review-recipe-why = : الكومة التي يجب تغييرها فيها 1 في أعلى عمود من مجموع نيم، وحجمها ⊕ مجموع نيم أصغر، فالنقلة مسموحة وتترك مجموع نيم يساوي 0.
review-recipe = الكومة { $heap } ← ⁦{ $from } ⊕ { $sum } = { $to }⁩
review-short-step = الدرجة { $step }: { $from } ← { $to }
