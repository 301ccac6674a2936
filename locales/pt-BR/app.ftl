# A janela, a escolha do idioma e as mensagens sobre arquivos e som.

# O nome deste idioma no próprio idioma, como aparece na escolha do idioma.
language-name = Português (Brasil)
app-title = Lineup
app-language = Idioma
app-settings-not-saved = Não foi possível salvar as configurações: { $error }
app-game-not-saved = Não foi possível salvar o jogo: { $error }
app-file-set-aside = Não foi possível ler o arquivo { $file } ({ $why }). Ele foi guardado como { $aside }, e o Lineup começou do zero.
app-file-left = Não foi possível ler o arquivo { $file } ({ $why }). Ele ficou onde estava, e o Lineup começou do zero.
app-saved-game-gone = Não foi possível continuar o jogo salvo: { $why }
app-no-sound = Nenhum dispositivo de som foi encontrado, então o Lineup vai jogar sem som.
app-may-be-cleared = Este navegador pode apagar o jogo salvo da turma se o Lineup ficar um tempo sem ser aberto. Para guardá-lo, adicione o Lineup à tela de início (ou instale-o) ou use “{ home-save-files }”.
app-file-not-kept = Não foi possível guardar o arquivo { $file } neste navegador: { $why }
app-theme-not-loaded = O jogo “{ $theme }” não está carregado. Abra o Lineup com --themes e a pasta que contém o arquivo dele.
app-save-theme-missing = O jogo salvo de “{ $theme }” não pode continuar aqui: esse jogo não está carregado. Ele foi guardado como { $file }. Para continuar, abra o Lineup com --themes e a pasta que contém o arquivo do jogo: lineup --themes PASTA resume { $file }
app-save-move-refused = A jogada { $number } do jogo salvo não pode ser jogada de novo: { $why }
app-new-board-question = { $language }: começar um jogo novo com as letras e as figuras deste idioma?
app-new-board-yes = Jogo novo
app-new-board-no = Continuar jogando
app-file-not-lineups = O arquivo { $file } não é um jogo nem configurações salvas pelo Lineup: { $why }
# A teacher's own picture file ($file) that cannot be shown; $why is one of the picture-
# messages below. The picture's word shows in its place.
app-picture-broken = Não foi possível mostrar a imagem { $file }: { $why }. No lugar dela aparece a palavra da imagem.
picture-no-name = o nome do arquivo da imagem está vazio: escreva o nome, por exemplo image = "lua.png"
picture-outside-folder = a imagem está fora da pasta do arquivo do jogo: coloque a imagem nessa pasta ou em uma pasta dentro dela
picture-missing = esse arquivo de imagem não existe: confira o nome e a extensão (.png, .jpg ou .svg)
picture-not-a-file = isto é uma pasta, não um arquivo de imagem: escreva o nome de um arquivo de imagem
picture-too-many-bytes = o arquivo da imagem tem { $megabytes } MB, mais de 20 MB: diminua a imagem e salve de novo
picture-too-many-pixels = a imagem tem { $width } × { $height } pixels, mais de 8000 em um dos lados: diminua a imagem e salve de novo
picture-not-a-picture = não é uma imagem PNG, JPEG ou SVG: salve a imagem de novo como PNG ou JPEG
picture-cut-short = o arquivo da imagem está incompleto: copie o arquivo de novo ou salve a imagem de novo como PNG ou JPEG
picture-unreadable = não foi possível ler o arquivo da imagem: { $why }
picture-drawing-reaches-out = o desenho mostra outro arquivo, { $file }, de fora da pasta dele: salve o desenho de novo como PNG ou coloque o que ele mostra na pasta dele
picture-too-complex = o desenho é complexo demais para ser mostrado: salve-o de novo como PNG ou desenhe-o de forma mais simples
# Several of a teacher's picture files that cannot be shown for the same reason ($why, one of
# the picture- messages above); $files names the first few.
app-pictures-broken = Não foi possível mostrar { $count } imagens: { $files }. { $why }. No lugar delas aparecem as palavras delas.
# A file brought that is larger than any Lineup reads; $size is said as "335 MB".
app-file-too-large = O arquivo { $file } tem { $size }, mais do que qualquer arquivo que o Lineup lê, então ele não foi aberto.

# A file's size.
size-bytes = { $count ->
    [0] { $count } bytes
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kilobytes = { $count } KB
size-megabytes = { $count } MB
size-gigabytes = { $count } GB

# A bundle of the class's own things (lineup-ours.tar) opened: what came, and what did not.
bring-summary = Importado de { $file }: { $games ->
    [0] nenhum jogo ou tabuleiro
    [one] um jogo ou tabuleiro
   *[other] { $games } jogos ou tabuleiros
} e { $recordings ->
    [0] nenhuma gravação
    [one] uma gravação
   *[other] { $recordings } gravações
}.
bring-already = { $count ->
    [one] Um arquivo já era igual ao seu.
   *[other] { $count } arquivos já eram iguais aos seus.
}
# $names: "themes/our class → our class (2)".
bring-beside = Guardado com um nome novo ao lado dos seus, sem mudar nada do que é seu: { $names }.
bring-refused = { $count ->
    [one] Um arquivo não foi importado
   *[other] { $count } arquivos não foram importados
}: { $files }.
# Closes a list of the first few: "…; and 2,993 more".
bring-and-more = e mais { $count }
bring-dropped = { $count ->
    [one] Uma imagem de jogos que não podem ser jogados ficou de fora.
   *[other] { $count } imagens de jogos que não podem ser jogados ficaram de fora.
}
bring-why-leads-out = o nome dele leva para fora das pastas do Lineup
bring-why-too-large = ele tem { $size }, mais do que qualquer arquivo que o Lineup guarda
bring-why-cannot-be-played = ele não pode ser jogado: { $why }
bring-why-class-has-own = você já tem o seu, que foi mantido; apague o seu em “Nossos arquivos” para importar este
bring-why-not-lineups = não é um arquivo que o Lineup lê
bring-why-not-kept = não foi possível guardá-lo: { $why }
# Nothing of a bundle was brought.
bring-not-a-bundle = O arquivo { $file } não é um arquivo do Lineup com as coisas da sua turma, então nada foi importado dele. Salve de novo pelo Lineup com “{ home-save-files }”.
bring-too-many-files = O arquivo { $file } tem mais de { $count } arquivos, mais do que o Lineup jamais salva, então nada foi importado dele.
bring-too-large = O arquivo { $file } tem mais de { $size }, mais do que o Lineup jamais salva, então nada foi importado dele.
# Why a recording of the class's voice was not kept.
recording-not-sound = não é um arquivo de som gravado pelo Lineup
recording-cut-short = a gravação está incompleta
recording-too-long = a gravação tem mais de um minuto
recording-silent = não dá para ouvir nada na gravação
