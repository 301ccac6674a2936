# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Записати наш голос
rec-how = Торкніться «Записати», скажіть уголос, потім торкніться «Зупинити»: Lineup одразу це програє. Перезаписуйте, доки не сподобається. Де ви нічого не записали, лишиться голос комп’ютера.
rec-progress = { $at } з { $count }
rec-name = Назва букви
rec-sound = Звук букви
rec-word = Слово
rec-record = Записати
rec-stop = Зупинити
rec-hear = Прослухати
rec-computer = Повернути голос комп’ютера
rec-back = Назад
rec-next = Далі
rec-close = Закрити
rec-ours = Записано вами.
rec-count = Записано вами: { $ours } з { $count }
rec-kept = Збережено. Саме це почує клас.
rec-nothing = Не було чути жодного слова. Перевірте, чи ввімкнено мікрофон, і спробуйте ще раз.
rec-too-quiet = Надто тихо. Підійдіть ближче до мікрофона й говоріть голосніше.
rec-clipped = Надто гучно, звук хрипить. Відсуньтеся трохи від мікрофона.
rec-no-mic = Мікрофона немає. Підключіть мікрофон і спробуйте ще раз.
rec-refused = Lineup не має дозволу користуватися мікрофоном. Дозвольте це в налаштуваннях браузера або комп’ютера й спробуйте ще раз.
rec-failed = Мікрофон не спрацював: { $why }
rec-not-kept = Не вдалося зберегти запис: { $why }
# The button on home and on the page of a board just made.
rec-open = Записати наш голос
