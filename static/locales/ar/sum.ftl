### مجاميع الألعاب: أجزاء من نيم والألعاب الثُمانية (كايلز، ألعاب الطرح) ولعبة غراندي، كلٌّ منها
### يساوي كومة نيم بقدر قيمة غراندي له (مبرهنة سبراغ–غراندي).

## الألعاب التي يمكن أن يكونها الجزء

sum-game-nim = نيم
sum-game-kayles = كايلز
sum-game-dawson = كايلز داوسون
sum-game-guiles = غايلز
sum-game-dawson-chess = شطرنج داوسون
sum-game-grundy = لعبة غراندي
sum-game-octal = لعبة ثُمانية { $code }
sum-game-subtraction = لعبة الطرح S = {"{"}{ $set }{"}"}
sum-game-with-code = { $game } ({ $code })
sum-game-custom = رمز ثُماني آخر…

## الأجزاء على اللوحة

sum-parts-label = أجزاء المجموع
sum-part-name = الجزء { $part }
sum-part-label = الجزء { $part }: { $game }، { $kind ->
        [pins] { $size ->
            [zero] لا قوارير
            [one] قارورة واحدة
            [two] قارورتان
            [few] { $size } قوارير
            [many] { $size } قارورة
           *[other] { $size } قارورة
        }
       *[other] { $size ->
            [zero] لا قطع
            [one] قطعة واحدة
            [two] قطعتان
            [few] { $size } قطع
            [many] { $size } قطعة
           *[other] { $size } قطعة
        }
    }
sum-part-value = القيمة *{ $value } (بالنظام الثنائي { $binary })
sum-part-moves = النقلات في الجزء { $part }
sum-part-no-moves = لم تبق أي نقلة في هذا الجزء.
sum-move-to = ← { $into }
sum-move-nothing = ← لا شيء
sum-move-and = { $first } + { $second }
sum-move-wins = نقلة رابحة
sum-total = مجموع نيم للقيم: *{ $value }
sum-your-move = دورك: اختر ما يصير إليه أحد الأجزاء.

## جزء يُلعب على صف من القوارير: اضغط قارورة، ثم جاراتها، ثم «أسقِط»

sum-pins-hint = لإسقاط القوارير، اضغط قارورة، ثم جارة لها لتطيل المجموعة، ثم «أسقِط».
sum-pins-label = صف من { $count ->
        [zero] لا قوارير
        [one] قارورة واحدة
        [two] قارورتين
        [few] { $count } قوارير
        [many] { $count } قارورة
       *[other] { $count } قارورة
    } في الجزء { $part }
sum-pins-run = { $count ->
        [1] القارورة { $from }
       *[other] القوارير من { $from } إلى { $to }
    }
sum-knock-nothing = لا شيء
sum-pin-label = الجزء { $part }، القارورة { $pin } من { $pins }: { $action ->
        [add] أضفها إلى المجموعة؛ إسقاط { $run } يترك { $into }
        [drop] أزلها من المجموعة؛ إسقاط { $run } يترك { $into }
        [unselect] محدَّدة؛ اضغطها مرة أخرى لإلغاء تحديدها
       *[select] حدِّدها؛ إسقاطها وحدها يترك { $into }
    }{ $wins ->
        [yes] ، جزء من نقلة رابحة
       *[other] {""}
    }
sum-knock = أسقِط { $run } ← { $into }
sum-knock-group = إسقاط القوارير في الجزء { $part }
sum-moves-list = { $count ->
        [zero] لا نقلات
        [one] النقلة في زر
        [two] النقلتان في زرّين
        [few] النقلات الـ{ $count } في أزرار
        [many] النقلات الـ{ $count } في أزرار
       *[other] النقلات الـ{ $count } في أزرار
    }
sum-not-in-code = الجزء { $part } هو { $game }: لا يجوز للنقلة أن تُسقط { $count ->
        [1] قارورة واحدة
        [2] قارورتين
        [few] { $count } قوارير
       *[other] { $count } قارورة
    } { $leaves ->
        [nothing] دون أن تترك شيئًا
        [one] وتترك صفًّا واحدًا
       *[two] وتترك صفّين
    } (الرقم { $count } في رمزها هو { $digit }).

## المحرر

sum-editor-label = الأجزاء
sum-editor-game = لعبة الجزء { $part }
sum-editor-code = رمز الجزء { $part }
sum-editor-size = حجم الجزء { $part }
sum-editor-remove = إزالة الجزء { $part }
sum-editor-add = إضافة جزء
sum-editor-both = { $code } هي لعبة الطرح S = {"{"}{ $set }{"}"}.

## اللوحة

sum-name = مجموع الألعاب
sum-rules = يتكوّن الوضع من أجزاء، كلٌّ منها كومة من لعبتها الخاصة. تُلعب النقلة في جزء واحد، وفق قواعد ذلك الجزء: في نيم يؤخذ أي عدد من القطع؛ وفي كايلز تُسقط قارورة واحدة أو قارورتان متجاورتان، وقد يقسم ذلك الصف إلى صفّين؛ وفي لعبة ثُمانية 0.d₁d₂… يجوز للنقلة أن تزيل i من القطع فلا تترك أي كومة إذا احتوى dᵢ على 1، أو تترك كومة واحدة إذا احتوى على 2، أو كومتين إذا احتوى على 4؛ وفي لعبة غراندي تُقسم كومة واحدة إلى كومتين مختلفتين في الحجم. من يقوم بالنقلة الأخيرة يفوز.
sum-hint = كل جزء يساوي كومة نيم بقدر قيمة غراندي له: أصغر قيمة لا تبلغها أي من نقلاته (mex). العب كما في نيم على هذه القيم: اترك مجموع نيم 0.
sum-caption = قيم غراندي للأجزاء بالنظام الثنائي، ومجموع نيم لها
sum-value-column = القيمة
sum-part-row = { $game } { $size }
sum-theorem = بحسب مبرهنة سبراغ–غراندي، يُلعب كل جزء ككومة نيم بقدر قيمته، لذا يُربح المجموع تمامًا كما تُربح نيم: يكون وضع P عندما يكون مجموع نيم للقيم 0.
sum-change = العب في الجزء { $part } ({ $game }) إلى وضع قيمته { $value }.
sum-winning-moves = النقلات الرابحة
sum-no-winning-move = لا نقلة تربح: كل نقلة تترك مجموع نيم غير 0.
sum-limits = عدد الأجزاء حتى { $parts }، وحجم كلٍّ منها { $size } على الأكثر.
sum-editor-set = مجموعة الطرح للجزء { $part }
sum-editor-bad-code = لا يمكن استخدام الرمز { $code }: { $problem ->
        [digit] أرقام الرمز الثُماني من 0 إلى 7.
        [point] يبدأ الرمز الثُماني بـ«0.»، مثل 0.77.
        [long] لا يتجاوز عدد أرقام الرمز بعد النقطة { $limit }.
       *[empty] اكتب رمزًا مثل 0.77.
    }
sum-editor-bad-set = لا يمكن استخدام المجموعة { $set }: { $problem ->
        [has-zero] النقلة تأخذ قطعة واحدة على الأقل، فلا يمكن أن تحتوي المجموعة على 0.
        [twice] { $take } موجود فيها مرتين.
        [high] { $take } أكبر من { $limit }، وهو أكبر ما يمكن أن يأخذه رمز.
       *[number] اكتب أعدادًا صحيحة تفصل بينها فواصل، مثل 1, 3, 4.
    }
