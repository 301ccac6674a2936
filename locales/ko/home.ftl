# The home screen: the game tiles.

home-pick-a-game = 게임을 골라요
home-resume = 지난 게임 이어 하기: { $game }
home-loading = 지난 게임을 찾고 있어요…
# $ages is like "4+" (4 years and up).
home-ages = 나이: { $ages }
home-sound-on = 소리 켜짐
home-sound-off = 소리 꺼짐
home-voice-on = 목소리 켜짐
home-voice-off = 목소리 꺼짐
home-volume = 소리 크기
home-motion-on = 움직임 켜짐
home-motion-off = 움직임 꺼짐
home-own-games = 우리가 만든 게임
# A teacher's game file that cannot be played; $why says what is wrong and how to fix it.
home-broken-game = { $file } 게임은 할 수 없어요: { $why }
# In a browser: the saved game and the settings, downloaded as files and loaded again.
home-save-files = 파일로 저장
home-open-files = 파일 열기
# Making a letters board from a folder of the teacher's own pictures (photos or drawings),
# each file named by its word. $language is the language's name, as the language picker shows it.
home-make-board = 그림 폴더로 게임판 만들기
home-make-board-how = 그림을 한 폴더에 넣고, 파일마다 그림의 낱말로 이름을 붙여요: 민지.jpg, 달.png. 글자마다 그림이 두 장 있어야 해요. 게임판의 언어: { $language }.
home-make-board-folder = 그림 폴더
home-make-board-how-pick = 그림을 골라요. 파일마다 그림의 낱말로 이름을 붙여 두어야 해요: 민지.jpg, 달.png. 글자마다 그림이 두 장 있어야 해요. 게임판의 언어: { $language }.
home-make-board-choose = 그림 고르기
home-make-board-go = 게임판 만들기
home-make-board-close = 닫기
home-making-board = 게임판을 만들고 있어요…
home-board-made = 게임판을 만들었어요. 글자 { $count }개: { $letters }. { $language } ‘글자’ 게임을 이 게임판에서 해요.
home-board-one-picture = 그림이 한 장뿐이라서 뺀 글자예요(글자마다 그림이 두 장 있어야 해요): { $letters }
home-board-spare = 같은 글자의 그림이 이미 두 장 있어서 뺀 낱말이에요: { $words }
home-board-no-letter = 게임판의 어떤 글자로도 시작하지 않아서 뺀 낱말이에요: { $words }
home-board-heard-otherwise = 이 낱말들을 확인해 주세요. 글자의 소리로 시작하지 않을 수도 있어요: { $words }
home-board-too-few = 그림이 두 장 있는 글자가 { $count }개뿐이에요. 게임판에는 글자가 { $needed }개 이상 있어야 해요. 다른 글자의 그림도 넣어 주세요.
home-board-no-folder = { $folder } 폴더가 없어요.
home-board-no-pictures = { $folder } 폴더에 그림 파일(.png, .jpg, .svg로 끝나는 파일)이 없어요.
home-board-not-kept = 게임판을 { $file }에 저장하지 못했어요: { $why }
# Home shows the first few notices; this button shows them all ($count), the other fewer again.
home-notices-all = 모두 보기({ $count })
home-notices-fewer = 조금만 보기

# Our files, opened from home: everything Lineup keeps for the class, each removable.
ours-title = 우리 파일
ours-how = Lineup이 우리 반을 위해 여기에 보관하는 것 전부예요. 필요 없는 것은 지워요: 게임이나 게임판, 우리 반 목소리 녹음, 이어서 할 게임, 자리마다 입력한 이름이 든 설정.
# In a browser: how much of its storage Lineup uses ($used), of what the browser allows ($allowed), as "12 MB".
ours-room = 이 브라우저에서 Lineup이 쓰는 공간: { $allowed } 중 { $used }
ours-listing = Lineup이 보관하는 것을 살펴보고 있어요…
ours-nothing = Lineup이 아직 여기에 우리 반을 위해 보관한 것이 없어요.
ours-removed = 지웠어요: { $name }
ours-not-removed = 지우지 못했어요: { $why }
ours-game = 우리 게임: { $name }
ours-board = 우리 글자판: { $language }
ours-unplayable = 할 수 없는 게임이나 게임판: { $count }개
ours-recordings = 우리 반 목소리 녹음 { $count }개({ $language })
ours-saved-game = 이어서 할 게임
ours-settings = 자리마다 입력한 이름이 든 설정
ours-other = Lineup이 따로 보관한 파일
ours-remove = 지우기
ours-sure = ‘{ $name }’ 항목을 완전히 지울까요?
ours-remove-yes = 네, 지워요
ours-keep = 남겨 두기
ours-close = 닫기
# A date: $day, $month and $year as numbers, in the order this language writes them.
ours-date = { $year }. { $month }. { $day }.
