# Os nomes, as descrições e as opções dos temas que já vêm no jogo, e as cores dos times. Um
# tema adicionado de uma pasta mostra as próprias palavras.

theme-classic-name = Clássico
theme-classic-description = Dois baralhos, cinco fichas em linha.
theme-classic-option-jacks = Valetes
theme-classic-option-jacks-two-eyed = Valetes de dois olhos são curingas, valetes de um olho tiram uma ficha
theme-classic-option-jacks-red-black = Valetes vermelhos são curingas, valetes pretos tiram uma ficha
theme-single-deck-name = Um baralho
theme-single-deck-description = Um baralho só, cada carta aparece uma vez no tabuleiro, quatro fichas em linha.
theme-single-deck-option-to_win = Linhas para ganhar
theme-single-deck-option-to_win-2 = Duas linhas
theme-single-deck-option-to_win-3 = Continuar até a terceira linha
theme-single-deck-option-to_win-4 = Continuar até a quarta linha
theme-animals-name = Animais
theme-animals-description = Cartas de animais, quatro fichas em linha. O unicórnio vai em qualquer lugar, o dragão tira uma ficha.
theme-letters-name = Letras
theme-letters-description = Jogue uma letra e cubra uma figura que começa com ela. Quatro em linha ganha.

color-red = Vermelho
color-blue = Azul
color-green = Verde
color-yellow = Amarelo
color-orange = Laranja
color-purple = Roxo
color-pink = Rosa
color-brown = Marrom
color-black = Preto
color-white = Branco
