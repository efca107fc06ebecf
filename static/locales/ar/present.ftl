# رسائل Nim Lab بالعربية: وضع العرض (أزراره، وتصويت الصف، والشرح خطوة بخطوة).
# المسرد: docs/glossary.md.

## ما يقوله الشرح عن حلقة كاملة

present-whole-ring = { $markers ->
        [one] المكان الوحيد في الحلقة فيه علامة.
       *[other] كل أماكن الحلقة ({ $markers }) فيها علامات: لا توجد فجوة.
    }
present-symmetry-answer = مهما أخذ صاحب النقلة (علامة واحدة أو علامتين متجاورتين)، يجيب اللاعب الآخر بأخذ العلامة أو العلامتين المقابلتين تمامًا في الحلقة، فيبقى صفّان متساويان في الطول.
present-symmetry-mirror = ومن ثم يكرر اللاعب الآخر كل نقلة في الصف الآخر، فيكون لديه دائمًا رد ويأخذ العلامة الأخيرة.
present-symmetry-verdict = لذا يخسر صاحب النقلة أمام اللعب المثالي: إنها استراتيجية التناظر.
present-small-ring = { $markers ->
        [one] يأخذ صاحب النقلة العلامة الوحيدة ويفوز.
        [two] العلامتان متجاورتان: يأخذهما صاحب النقلة معًا ويفوز.
       *[other] العلامات ({ $markers }) متجاورة: يأخذها صاحب النقلة كلها ويفوز.
    }

## شرح نيم مع الحجب

present-moves-to-p = النقلات التي تؤدي إلى أوضاع P (مهما حُجب):

## أزرار وضع العرض ومفاتيحه

present-undo = ↶ تراجع
present-new-game = لعبة جديدة
present-exit = خروج (Esc)
present-back = → السابق
present-next = التالي ←
present-table = الجدول الثنائي
present-powers = قوى العدد اثنين
present-vote = تصويت الصف (H)
present-qr = رمز QR ‏(Q)
present-qr-title = امسح الرمز لفتح هذا الوضع
present-qr-label = رمز QR لرابط هذا الوضع
present-qr-too-long = رابط هذا الوضع أطول من أن يتسع له رمز QR: شاركه بزر المشاركة.
present-voting = تصويت الصف: هل هذا وضع N (يفوز من عليه الدور) أم وضع P؟ اضغط H لإظهار الجواب.
# The arrows are the keys themselves (→ is the right arrow key), whatever the direction.
present-keys = → الخطوة التالية · ← السابق · H إخفاء الجواب أو إظهاره · Q رمز QR · Esc خروج
present-keys-no-walk = H إخفاء الجواب أو إظهاره · Q رمز QR · Esc خروج
present-no-walk = لا يوجد شرح خطوة بخطوة: هذا الوضع ليس له تحليل.

## الشرح: مناطقه واسم كل خطوة

present-walk-nim-sum = مجموع نيم، خطوة بخطوة
present-walk-rows = صفوف كايلز ومجموع نيم لها، خطوة بخطوة
present-walk-ring = الحلقة الكاملة، خطوة بخطوة
present-walk-blocking = النقلات إلى أوضاع P مقابل الحجب، خطوة بخطوة
present-step = الخطوة { $step } من { $last }: { $name }
present-progress-detail = { $shown }. { $detail }
present-detail-after = . { $detail }
present-step-heaps = { $rows ->
        [parts] قيم الأجزاء
        [steps] قطع الدرجات الفردية
        [heads] قيم الوجوه
       *[heaps] الأكوام
    }
present-step-column = عمود { $column } (البت { $column } في { $rows ->
        [heaps] كل كومة
       *[other] كل قيمة
    })
present-step-parity = صف التماثل: الأعمدة الفردية تعطي مجموع نيم { $nim_sum }
present-step-change = الكومة التي يجب تغييرها وحجمها الجديد
present-step-broken = انقسمت الحلقة إلى صفوف عددها { $rows }
present-step-ring = الحلقة
present-step-blocks = الأكوام، وعدد الحجب في كل دور { $blocks }
present-step-row = الصف { $row }، الأماكن { $places } (عدد العلامات { $markers }): قيمة كايلز { $value }
present-step-rows-lose = مجموع نيم لقيم كايلز، ⁦{ $values } = { $nim_sum }⁩، يساوي 0: صاحب النقلة يخسر
present-step-rows-win = مجموع نيم لقيم كايلز، ⁦{ $values } = { $nim_sum }⁩، لا يساوي 0: صاحب النقلة يفوز
present-step-whole = الحلقة كاملة
present-step-answer = الرد من الجهة المقابلة في الحلقة
present-step-mirror = المرآة
present-step-verdict = الحكم
present-step-count = العدّ مقابل الحجب
present-step-forbids = الحجب الرابح للحاجب
present-step-move = النقلة الرابحة
present-step-move-to-p = نقلة إلى وضع P رقم { $index } من { $count }: { $change }

## خلاصات الشرح ونقلته

present-nim-sum-is = مجموع نيم يساوي { $nim_sum }.
present-count-none = لا تؤدي أي نقلة إلى وضع P، لذا يخسر صاحب النقلة مهما حُجب.
present-count-more = عدد النقلات التي تؤدي إلى أوضاع P هو { $moves }، أكثر من { $blocks } التي يستطيع الحاجب حجبها: صاحب النقلة يفوز.
present-count-uncovered = عدد النقلات التي تؤدي إلى أوضاع P هو { $moves }، لا يزيد على { $blocks } التي يستطيع الحاجب حجبها، لكن حجب هذا الدور لا يغطيها كلها: صاحب النقلة يفوز.
present-count-covered = عدد النقلات التي تؤدي إلى أوضاع P هو { $moves }، لا يزيد على { $blocks } التي يستطيع الحاجب حجبها: يحجبها الحاجب كلها ويخسر صاحب النقلة.
present-no-move = لا توجد نقلة رابحة.
present-blocker-wins = يفوز الحاجب: { $moves }.
present-winning-move = النقلة الرابحة: { $change }.
present-winning-move-of = النقلة الرابحة: { $change } (واحدة من { $count }).

## لعبة وايتهوف خطوة بخطوة

present-walk-wythoff = أزواج وايتهوف، خطوة بخطوة
present-step-wythoff-start = الكومتان ({ $low }، { $high })
present-step-wythoff-pairs = الأزواج (⌊nφ⌋، ⌊nφ²⌋)
present-step-wythoff-why = لماذا لا تصل نقلة من زوج إلى زوج
present-wythoff-no-pair = ({ $low }، { $high }) ليس زوجًا: نقلة واحدة تصل إلى زوج، فيفوز من عليه الدور.
present-walk-moore = أعمدة مور، خطوة بخطوة
present-step-moore-start = الأكوام بالنظام الثنائي
present-step-moore-column = عمود { $column }: عدد الآحاد { $count }، والباقي { $residue } بمقياس { $modulus }

## Fibonacci Nim's walk
# $heap: the heap's counters; $part: a Fibonacci number; $left: what is left of the heap before it

present-walk-fibonacci = مجموع زيكندورف للكومة، خطوة بخطوة
present-step-fibonacci-start = كومة من { $heap } وأعداد فيبوناتشي حتى هذا العدد
present-step-fibonacci-part = { $part }، أكبر عدد فيبوناتشي لا يتجاوز { $left }
