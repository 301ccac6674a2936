# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = Gravar a nossa voz
rec-how = Toque em “Gravar”, fale e depois toque em “Parar”: o Lineup toca a gravação para você ouvir. Grave de novo até ficar do seu gosto. O que você não gravar continua com a voz do computador.
rec-progress = { $at } de { $count }
rec-name = O nome da letra
rec-sound = O som da letra
rec-word = A palavra
rec-record = Gravar
rec-stop = Parar
rec-hear = Ouvir
rec-computer = Usar a voz do computador
rec-back = Voltar
rec-next = Avançar
rec-close = Fechar
rec-ours = Gravado por você.
rec-count = Gravados por você: { $ours } de { $count }
rec-kept = Salvo. É isto que a turma vai ouvir.
rec-nothing = Nenhuma palavra foi ouvida. Confira se o microfone está ligado e tente de novo.
rec-too-quiet = Ficou baixo demais. Chegue mais perto do microfone e fale mais alto.
rec-clipped = Ficou alto demais e está chiando. Afaste-se um pouco do microfone.
rec-no-mic = Não há nenhum microfone. Conecte um e tente de novo.
rec-refused = O Lineup não tem permissão para usar o microfone. Permita nas configurações do navegador ou do computador e tente de novo.
rec-failed = O microfone não funcionou: { $why }
rec-not-kept = Não foi possível guardar a gravação: { $why }
# The button on home and on the page of a board just made.
rec-open = Gravar a nossa voz
