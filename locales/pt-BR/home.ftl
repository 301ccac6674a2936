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
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = Montar um tabuleiro com uma pasta de imagens
home-make-board-how = Coloque suas imagens em uma pasta, cada uma com a sua palavra como nome: Maria.jpg, lua.png. Duas imagens para cada letra. Idioma do tabuleiro: { $language }.
home-make-board-folder = Pasta de imagens
home-make-board-how-pick = Escolha suas imagens, cada uma com a sua palavra como nome: Maria.jpg, lua.png. Duas imagens para cada letra. Idioma do tabuleiro: { $language }.
home-make-board-choose = Escolher as imagens
home-make-board-go = Montar o tabuleiro
home-make-board-close = Fechar
home-making-board = Montando o tabuleiro…
home-board-made = O tabuleiro está pronto, com { $count } letras: { $letters }. O jogo “Letras” usa este tabuleiro (idioma: { $language }).
home-board-one-picture = Estas letras ficaram de fora porque têm só uma imagem (cada letra precisa de duas): { $letters }
home-board-spare = Estas palavras ficaram de fora porque a letra delas já tem duas imagens: { $words }
home-board-no-letter = Estas palavras ficaram de fora porque não começam com nenhuma letra do tabuleiro: { $words }
home-board-heard-otherwise = Confira estas palavras: talvez elas não comecem com o som da sua letra: { $words }
home-board-too-few = { $count ->
    [one] Só { $count } letra tem duas imagens, e um tabuleiro precisa de pelo menos { $needed }. Coloque imagens para mais letras.
   *[other] Só { $count } letras têm duas imagens, e um tabuleiro precisa de pelo menos { $needed }. Coloque imagens para mais letras.
}
home-board-no-folder = A pasta { $folder } não existe.
home-board-no-pictures = A pasta { $folder } não tem imagens (arquivos terminados em .png, .jpg ou .svg).
home-board-not-kept = Não foi possível salvar o tabuleiro em { $file }: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = Mostrar todos os { $count }
home-notices-fewer = Mostrar menos

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = Nossos arquivos
ours-how = Tudo o que o Lineup guarda aqui para a sua turma. Apague o que você não quer mais: um jogo ou tabuleiro, as gravações da voz da sua turma, o jogo para continuar ou as configurações com os nomes digitados para cada jogador.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = Este navegador guarda { $used } para o Lineup, dos { $allowed } que ele permite.
ours-listing = Procurando o que o Lineup guarda…
ours-nothing = O Lineup ainda não guarda nada aqui para a sua turma.
ours-removed = Apagado: { $name }
ours-not-removed = Não foi possível apagar: { $why }
ours-game = Seu jogo: { $name }
ours-board = Seu tabuleiro de letras: { $language }
ours-unplayable = Jogos ou tabuleiros que não podem ser jogados: { $count }
ours-recordings = { $count ->
    [one] Uma gravação
   *[other] { $count } gravações
} da voz da sua turma em { $language }
ours-saved-game = O jogo para continuar
ours-settings = As configurações, com os nomes digitados para cada jogador
ours-other = Um arquivo que o Lineup separou
ours-remove = Apagar
ours-sure = Apagar { $name } para sempre?
ours-remove-yes = Sim, apagar
ours-keep = Manter
ours-close = Fechar
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $day }/{ $month }/{ $year }
