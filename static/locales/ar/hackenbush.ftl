# كلمات لعبة هاكنبوش الخضراء التي ترسمها أجزاؤها أولًا: لوحة الرسم وشرحها ومحررها، والقطع ورفضه.

picture-ground = الأرض
picture-loop-at = حلقة عند { $vertex }
picture-joins = من { $from } إلى { $to }
picture-edge-name = الضلع { $edge }، { $ends }{ $standing ->
    [yes] {""}
   *[no] ، غير متصل بالأرض
}
picture-chop = اقطع الضلع { $edge } ({ $ends })
picture-label = رسم من { $count ->
    [one] ضلع واحد
    [two] ضلعين
    [few] { $count } أضلاع
   *[other] { $count } ضلعًا
} على الأرض
picture-edge-list = الأضلاع في قائمة
picture-value = قيمة الرسم: { $value }.
picture-component-column = الرسم
picture-component-row = { $count ->
    [one] الضلع { $edges }
   *[other] الأضلاع { $edges }
}
picture-rules = رسم من أضلاع قائم على الأرض. في دورك اقطع ضلعًا واحدًا: يختفي، ويسقط معه كل ضلع لم يعد يصله بالأرض طريق. من يقطع آخر ضلع يفوز.
picture-hint = الساق من n ضلعًا كومة نيم من n؛ والفروع الملتقية عند رأس ساق واحدة طولها مجموع نيم لأطوالها؛ ورؤوس الدورة تندمج في رأس واحد وتصير أضلاعها حلقات. اترك رسمًا قيمته 0.
picture-the-ground = الأرض
picture-vertex = الرأس { $vertex }
picture-fusion = { $count ->
    [one] ادمج { $vertices }
   *[other] ادمج { $vertices } في رأس واحد
}: { $loops ->
    [one] يصير الضلع { $edges } حلقة
   *[other] تصير الأضلاع { $edges } حلقات
} ({ $parity ->
    [odd] عدد فردي: قيمته قيمة حلقة واحدة، ساق من 1
   *[even] عدد زوجي: لا قيمة له
}).
picture-branch = الضلع { $edge } وفوقه ساق من { $above }: ساق من { $stalk }
picture-colon = عند { $vertex }: { $branches ->
    [0] {""}
    [one] الفرع { $listed }{ $loops ->
        [0] {""}
       *[other] {"؛ "}
    }
   *[other] الفروع { $listed }{ $loops ->
        [0] {""}
       *[other] {"؛ "}
    }
}{ $loops ->
    [0] {""}
    [one] حلقة واحدة، ساق من 1
   *[other] { $loops } حلقات، كل منها ساق من 1
}. معًا: { $sum }، ساق من { $stalk }.
picture-source = { $title }، الفصل 6، و{ $other }، الفصل 7: بمبدأ الدمج يجوز دمج رؤوس الدورة في رأس واحد فتصير أضلاعها حلقات؛ وبمبدأ النقطتين يجوز استبدال الفروع عند رأس بساق واحدة، مجموع نيم لأطوالها.
picture-principles = ادمج كل دورة أولًا، ثم استبدل الفروع بسيقان من الأعلى إلى الأسفل: الساق الباقية على الأرض هي قيمة الرسم.
picture-no-cycle = لا دورة: الرسم شجرة بالفعل.
picture-total = يساوي الرسم ساقًا من { $value }: قيمته { $value }{ $value ->
    [0] ، فيخسر من عليه الدور.
   *[other] ، فيفوز من عليه الدور بترك 0.
}
picture-caption = كل رسم على الأرض وقيمته بالنظام الثنائي ومجموع نيم لقيمها
picture-edit-edges = الأضلاع
picture-edit-from = من
picture-edit-to = إلى
picture-edit-new = رأس جديد
picture-edit-join = أضف الضلع
picture-edit-loop = أضف حلقة
picture-edit-delete = احذف الضلع { $edge } ({ $ends })
picture-edit-move = موضع الرأس { $vertex }
picture-edit-x = أفقيًا
picture-edit-y = ارتفاعًا
picture-edit-too-many = للرسم { $limit } ضلعًا على الأكثر.
moves-chop = قطع الضلع { $edge }
players-chop-no-edge = لا يوجد ضلع { $edge }: في الرسم { $count } من الأضلاع.
players-chop-fallen = الضلع { $edge } غير متصل بالأرض: لقد سقط بالفعل.
board-limits-picture = رسم من 1 إلى { $edges } ضلعًا على الأرض، يصل كل ضلع بين رأسين أو بين رأس والأرض أو بين رأس ونفسه (حلقة).
board-preset-picture = { $name ->
    [stalk-3] ساق من 3
    [loop-on-stalk] حلقة على ساق
    [tree] شجرة
    [triangle] مثلث (دورة فردية)
    [square] مربع (دورة زوجية)
    [two-stalks-and-a-cycle] ساقان ودورة
    [girl] فتاة (Winning Ways)
    [house] بيت (Winning Ways)
   *[other] رسم
}
worksheet-picture = الرسم { $edges } (g هي الأرض؛ a-b ضلع بين الرأسين a وb).
worksheet-instructions-picture = رسم من أضلاع على الأرض (g) مكتوب أزواجًا من الرؤوس. النقلة تقطع ضلعًا واحدًا؛ ويسقط كل ضلع لم يعد متصلًا بالأرض. من يقطع آخر ضلع يفوز. أوجد قيمة الرسم بدمج الدورات واستبدال الفروع بسيقان. من يفوز: من عليه الدور (اللاعب الأول) أم الآخر (اللاعب الثاني)؟ إن فاز اللاعب الأول فاذكر قطعًا رابحًا.
present-walk-picture = قيمة الرسم: دمج الدورات ثم تحويل الفروع إلى سيقان
present-step-picture-start = الرسم{ $cycles ->
    [0] ، شجرة بلا دورة
   *[other] {""}
}
present-step-picture-fusion = دمج دورة
present-step-picture-colon = الساق عند { $vertex }
