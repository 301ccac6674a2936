# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Записать наш голос
rec-how = Нажмите «Записать», скажите вслух, потом нажмите «Остановить»: Lineup сразу это проиграет. Перезаписывайте, пока не понравится. Где вы ничего не записали, останется голос компьютера.
rec-progress = { $at } из { $count }
rec-name = Название буквы
rec-sound = Звук буквы
rec-word = Слово
rec-record = Записать
rec-stop = Остановить
rec-hear = Прослушать
rec-computer = Вернуть голос компьютера
rec-back = Назад
rec-next = Далее
rec-close = Закрыть
rec-ours = Записано вами.
rec-count = Записано вами: { $ours } из { $count }
rec-kept = Сохранено. Именно это услышит класс.
rec-nothing = Слов не было слышно. Проверьте, включён ли микрофон, и попробуйте ещё раз.
rec-too-quiet = Слишком тихо. Подойдите ближе к микрофону и говорите громче.
rec-clipped = Слишком громко, звук хрипит. Отодвиньтесь немного от микрофона.
rec-no-mic = Микрофона нет. Подключите микрофон и попробуйте ещё раз.
rec-refused = Lineup не разрешено пользоваться микрофоном. Разрешите это в настройках браузера или компьютера и попробуйте ещё раз.
rec-failed = Микрофон не сработал: { $why }
rec-not-kept = Не удалось сохранить запись: { $why }
# The button on home and on the page of a board just made.
rec-open = Записать наш голос
