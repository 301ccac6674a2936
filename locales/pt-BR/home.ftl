# A tela inicial: os quadros dos jogos.

home-pick-a-game = Escolha um jogo
home-resume = Continuar o último jogo
home-loading = Procurando o último jogo…
home-ages = Idade: { $ages }
home-sound-on = Som ligado
home-sound-off = Som desligado
home-voice-on = Voz ligada
home-voice-off = Voz desligada
home-volume = Volume
