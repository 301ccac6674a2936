# A tela de preparação: quem joga e as opções do jogo.

setup-players = Jogadores
setup-seat-name = Jogador { $number }
setup-person = Pessoa
setup-computer-level = Computador: { $level }
setup-level-random = Aleatório
setup-level-greedy = Ganancioso
setup-level-easy = Fácil
setup-level-medium = Médio
setup-level-just-right = Na medida certa
setup-level-hard = Difícil
setup-colour = Cor
setup-hands-open = Cartas à mostra
setup-hands-private = Cartas escondidas
setup-drawing = Comprar cartas
setup-draw-automatic = Automático
setup-draw-manual = Manual (esqueceu, perdeu a carta)
setup-first = Quem começa?
setup-first-cut = Cortar o baralho
setup-first-random = Por sorteio
setup-first-chosen = Jogador 1
setup-words = Palavras embaixo das figuras
setup-words-shown = À mostra
setup-words-hidden = Escondidas
setup-hints = Dicas
setup-hints-button = Quando pedir
setup-hints-always = Sempre
setup-think-time = Tempo para pensar (Difícil)
setup-half-second = Meio segundo
setup-seconds = { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}
setup-case = Como as letras aparecem
setup-letters = Letras para jogar
setup-letters-all = Todas
setup-letters-first = Primeiras letras
setup-letters-count = { $count ->
    [0] Nenhuma letra
    [one] { $count } letra
   *[other] { $count } letras
}
setup-letters-too-few = Escolha pelo menos { $count } letras para montar o tabuleiro.
setup-start = Começar o jogo
setup-back = Voltar
setup-print = Imprimir
setup-who-plays = Quem joga?
