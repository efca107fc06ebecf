## ورقة العمل القابلة للطباعة: نافذتها، وعنوانها، وتعليماتها، وكل وضع، ومفتاح الإجابات

worksheet-button = ورقة عمل
worksheet-loading = جارٍ تحميل ورقة العمل…
worksheet-not-loaded = تعذّر على الصفحة تحميل ورقة العمل. تحقّق من الاتصال، ثم اضغط «إعادة المحاولة».
# Said in the Worksheet and Quiz dialogs while their form's part of the app is on its way, and when it cannot be had
worksheet-dialog-loading = جارٍ تحميل الخيارات…
worksheet-dialog-not-loaded = تعذّر على الصفحة تحميل هذه الخيارات. تحقّق من الاتصال، ثم اضغط «إعادة المحاولة».
worksheet-ring =
    حلقة فيها { $places ->
        [one] مكان واحد
        [two] مكانان
        [few] { $places } أماكن
       *[other] { $places } مكانًا
    } و{ $markers ->
        [zero] لا علامات
        [one] علامة واحدة
        [two] علامتان
        [few] { $markers } علامات
       *[other] { $markers } علامة
    }.
worksheet-heaps = الكومات { $heaps }.
worksheet-parts = الأجزاء: { $parts }.
worksheet-heaps-pass = الكومات { $heaps }؛ التمرير لم يُستخدم.
worksheet-heaps-blocking =
    { $blocks ->
        [one] الكومات { $heaps }؛ يمنع الحاجب نقلة واحدة في كل دور.
        [two] الكومات { $heaps }؛ يمنع الحاجب نقلتين في كل دور.
        [few] الكومات { $heaps }؛ يمنع الحاجب { $blocks } نقلات في كل دور.
       *[other] الكومات { $heaps }؛ يمنع الحاجب { $blocks } نقلة في كل دور.
    }
worksheet-value-is = { $what ->
    [picture] قيمة الرسم { $value }.
    [row] قيمة الصف { $value }.
    [grid] قيمة الشبكة { $value }.
   *[sum] قيمة المجموع { $value }.
}
worksheet-value-why =
    { $what ->
        [picture]
            { $count ->
                [one] قيمة الرسم على الأرض { $values }؛ { $sum }.
               *[other] قيم الرسوم على الأرض { $values }؛ { $sum }.
            }
        [row]
            { $count ->
                [one] قيمة الوجه { $values }؛ { $sum }.
                [two] قيم الوجوه { $values }؛ { $sum }.
               *[other] قيم الوجوه { $values }؛ { $sum }.
            }
        [grid]
            { $count ->
                [one] قيمة الوجه { $values }؛ { $sum }.
                [two] قيم الوجوه { $values }؛ { $sum }.
               *[other] قيم الوجوه { $values }؛ { $sum }.
            }
       *[sum]
            { $count ->
            [one] قيمة الجزء { $values }؛ { $sum }.
            [two] قيمتا الجزأين { $values }؛ { $sum }.
           *[other] قيم الأجزاء { $values }؛ { $sum }.
            }
    }
worksheet-moves-or = { $first } أو { $last }
worksheet-moves-more =
    { $count ->
        [one] { $first }، أو نقلة رابحة أخرى
        [two] { $first }، أو إحدى نقلتين رابحتين أخريين
        [few] { $first }، أو إحدى { $count } نقلات رابحة أخرى
       *[other] { $first }، أو إحدى { $count } نقلة رابحة أخرى
    }
worksheet-first-wins = يفوز اللاعب الأول: { $moves }.
worksheet-second-wins = يفوز اللاعب الثاني: كل نقلة تخسر.
worksheet-mover-wins =
    { $count ->
        [one] يفوز صاحب النقلة: نقلة واحدة تؤدي إلى أوضاع P، أكثر مما يستطيع الحاجب منعه ({ $moves }).
        [two] يفوز صاحب النقلة: نقلتان تؤديان إلى أوضاع P، أكثر مما يستطيع الحاجب منعه ({ $moves }).
        [few] يفوز صاحب النقلة: { $count } نقلات تؤدي إلى أوضاع P، أكثر مما يستطيع الحاجب منعه ({ $moves }).
       *[other] يفوز صاحب النقلة: { $count } نقلة تؤدي إلى أوضاع P، أكثر مما يستطيع الحاجب منعه ({ $moves }).
    }
worksheet-blocker-wins-outright = يفوز الحاجب: لا نقلة تؤدي إلى وضع P.
worksheet-blocker-wins = يفوز الحاجب بمنع { $moves }.
worksheet-three-heap-theorem = مبرهنة الكومات الثلاث تحسم ذلك.
worksheet-exact-search = لا مبرهنة تشمله: وُجد بالبحث الشامل.
worksheet-theorem-two-heaps = المبرهنة 1 (كومتان) تحسم ذلك.
worksheet-theorem-one-m-n = المبرهنة 2 (⁦[1, m, n]⁩) تحسم ذلك.
worksheet-theorem-ones-twos = المبرهنة 3 (آحاد واثنان) تحسم ذلك.
worksheet-theorem-ones-twos-threes = المبرهنة 4 (آحاد واثنان وثلاثات) تحسم ذلك.
worksheet-bad-link-seed = قيمة worksheet={ $value } في الرابط يجب أن تكون رقم ورقة (عددًا صحيحًا من 0 فما فوق)؛ لن تُعرض أي ورقة.
worksheet-bad-link-count = قيمة count={ $value } لورقة العمل في الرابط يجب أن تكون من 1 إلى { $max }؛ في الورقة 10 أسئلة.
worksheet-bad-link-level = قيمة level={ $value } لورقة العمل في الرابط يجب أن تكون 1 أو 2 أو 3؛ الورقة من المستوى 1.
worksheet-steps = القطع على الدرجات 1، 2، 3، …: { $steps }.

worksheet-fibonacci-start = كومة من { $heap }؛ النقلة الأولى.
worksheet-fibonacci = كومة من { $heap }؛ أخذت النقلة الأخيرة { $last }.
worksheet-heaps-moore = الكومات { $heaps }؛ تأخذ النقلة من { $k ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $k } كومات
        [many] { $k } كومة
       *[other] { $k } كومة
    } على الأكثر.
