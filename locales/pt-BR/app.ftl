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
