# A tela inicial: os quadros dos jogos.

home-pick-a-game = Escolha um jogo
home-resume = Continuar o último jogo: { $game }
home-loading = Procurando o último jogo…
home-ages = Idade: { $ages }
home-sound-on = Som ligado
home-sound-off = Som desligado
home-voice-on = Voz ligada
home-voice-off = Voz desligada
home-volume = Volume
home-motion-on = Animações ligadas
home-motion-off = Animações desligadas
home-own-games = Seus próprios jogos
# Um arquivo de jogo do professor que não pode ser jogado; $why diz o que está errado e como arrumar.
home-broken-game = { $file } não pode ser jogado: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = Salvar em um arquivo
home-open-files = Abrir um arquivo
