## الاختبار: نافذته، وكل سؤال، والحكم على الإجابة، والنتيجة

quiz-title = اختبار
quiz-leave = مغادرة الاختبار
quiz-next = السؤال التالي
quiz-see-score = عرض النتيجة
quiz-retry = إعادة محاولة الأسئلة الخاطئة
quiz-back = العودة إلى اللعبة
quiz-another = الاختبار التالي (رقم { $seed })
quiz-missed-title = الأسئلة الخاطئة
quiz-all-right = كل الإجابات صحيحة.
quiz-keys = المفاتيح: P أو N.
quiz-answers-label = إجابتك
quiz-heading = اختبار { $seed } · { $game } · المستوى { $level }
quiz-progress = السؤال { $number } من { $total }
quiz-progress-retry = السؤال الخاطئ { $number } من { $total } (المحاولة { $round })
quiz-prompt-outcome = P أم N؟ مع اللعب المثالي، هل يفوز اللاعب صاحب الدور (N) أم اللاعب الآخر (P)؟
quiz-prompt-outcome-blocking = P أم N؟ مع اللعب المثالي، هل يفوز صاحب النقلة (N) أم الحاجب (P)؟
quiz-prompt-move = العب نقلة رابحة على اللوحة.
quiz-prompt-move-pass = العب نقلة رابحة على اللوحة (التمرير يُحتسب).
quiz-prompt-move-blocking = منع الحاجب النقلات المعلَّمة بـ ✕. العب نقلة رابحة على اللوحة.
quiz-prompt-value = { $what ->
    [picture] ما قيمة هذا الرسم؟ اكتب قيمة غراندي له، عددًا صحيحًا.
    [row] ما قيمة هذا الصف؟ اكتب قيمة غراندي له، عددًا صحيحًا.
    [grid] ما قيمة هذه الشبكة؟ اكتب قيمة غراندي لها، عددًا صحيحًا.
   *[sum] ما قيمة هذا المجموع؟ اكتب قيمة غراندي له، عددًا صحيحًا.
}
quiz-value-field = { $what ->
    [picture] قيمة الرسم
    [row] قيمة الصف
    [grid] قيمة الشبكة
   *[sum] قيمة المجموع
}
quiz-value-submit = أجب
quiz-value-empty = اكتب القيمة أولًا: عددًا صحيحًا مثل 0 أو 3 أو 12.
quiz-value-not-a-number = اكتب القيمة بالأرقام فقط، عددًا صحيحًا مثل 6.
quiz-value-negative = القيمة لا تكون سالبة أبدًا: اكتب عددًا صحيحًا من 0 فما فوق.
quiz-value-too-large = هذا كبير جدًا: اكتب عددًا صحيحًا من 0 إلى { $max }.
quiz-value-wrong = ليست { $given }. { $key }
quiz-means-to-move-wins = يفوز اللاعب صاحب الدور
quiz-means-other-wins = يفوز اللاعب الآخر
quiz-means-mover-wins = يفوز صاحب النقلة
quiz-means-blocker-wins = يفوز الحاجب
quiz-right = ✓ صحيح.
quiz-wrong = ✗ ليس تمامًا.
quiz-outcome-wrong = إنه { $answer } وليس { $given }. { $key }
quiz-outcome-is = إنه { $answer }. { $key }
quiz-move-right = تترك وضع P: يخسر الخصم مع اللعب المثالي.
quiz-move-wrong = تترك وضع N، يفوز فيه الخصم. { $solution }
quiz-winning-moves =
    { $count ->
        [one] النقلة الرابحة: { $moves }.
        [two] النقلتان الرابحتان: { $moves }.
       *[other] النقلات الرابحة: { $moves }.
    }
quiz-you-said = قلت { $answer }.
quiz-you-played = لعبت: { $played }.
quiz-forbidden = { $position } الممنوع في هذا الدور: { $moves }.
quiz-missed-heading = السؤال { $number }: { $position }
quiz-score = { $right } من { $total } صحيحة
quiz-asked = السؤال { $number } من { $total }. { $position } { $prompt }
quiz-over = انتهى الاختبار: { $right } من { $total } صحيحة.
quiz-to-retry =
    { $count ->
        [zero] لا أسئلة لإعادة المحاولة.
        [one] سؤال واحد لإعادة المحاولة.
        [two] سؤالان لإعادة المحاولة.
        [few] { $count } أسئلة لإعادة المحاولة.
        [many] { $count } سؤالًا لإعادة المحاولة.
       *[other] { $count } سؤال لإعادة المحاولة.
    }
quiz-left = أُغلق الاختبار: العودة إلى اللعبة.
quiz-bad-link-seed = قيمة quiz={ $value } في الرابط يجب أن تكون رقم اختبار (عددًا صحيحًا من 0 فما فوق)؛ لن يبدأ أي اختبار.
quiz-bad-link-level = مستوى الاختبار level={ $value } في الرابط يجب أن يكون 1 أو 2 أو 3؛ الاختبار من المستوى 1.
