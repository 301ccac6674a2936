# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = わたしたちの こえを ろくおん
rec-how = 「ろくおん」に タッチして、こえに だして いってから「とめる」に タッチして ください。Lineup が すぐに ながします。きに いるまで なんどでも ろくおん できます。ろくおん しなかった ものは、コンピューターの こえの ままです。
rec-progress = { $at } / { $count }
rec-name = もじの なまえ
rec-sound = もじの おと
rec-word = ことば
rec-record = ろくおん
rec-stop = とめる
rec-hear = きく
rec-computer = コンピューターの こえに もどす
rec-back = もどる
rec-next = つぎへ
rec-close = とじる
rec-ours = ろくおん した こえです。
rec-count = ろくおん した こえ：{ $ours } / { $count }
rec-kept = のこしました。クラスには これが きこえます。
rec-nothing = ことばが きこえませんでした。マイクが オンに なって いるか たしかめて、もう いちど やって ください。
rec-too-quiet = こえが ちいさすぎました。マイクに ちかづいて、おおきな こえで はなして ください。
rec-clipped = こえが おおきすぎて、おとが われて います。マイクから すこし はなれて ください。
rec-no-mic = マイクが ありません。マイクを つないで、もう いちど やって ください。
rec-refused = Lineup には マイクを つかう きょかが ありません。ブラウザか コンピューターの せっていで きょか して、もう いちど やって ください。
rec-failed = マイクが うごきませんでした：{ $why }
rec-not-kept = ろくおんを のこせませんでした：{ $why }
# The button on home and on the page of a board just made.
rec-open = わたしたちの こえを ろくおん
