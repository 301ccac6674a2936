# The setup screen: who plays, and the game's options.

setup-players = 플레이어
setup-seat-name = 플레이어 { $number }
setup-person = 사람
setup-computer-level = 컴퓨터: { $level }
# The computer's levels: "아무렇게나" plays at random, "욕심쟁이" grabs the most chips now.
setup-level-random = 아무렇게나
setup-level-greedy = 욕심쟁이
setup-level-easy = 쉬움
setup-level-medium = 보통
# The computer that fits itself to the child.
setup-level-just-right = 딱 맞게
setup-level-hard = 어려움
setup-colour = 색깔
setup-hands-open = 카드 보이기
setup-hands-private = 카드 숨기기
setup-drawing = 카드 뽑기
setup-draw-automatic = 자동으로
setup-draw-manual = 직접(잊으면 카드를 못 받아요)
setup-first = 누가 먼저 할까요?
setup-first-cut = 카드로 정하기
setup-first-random = 제비뽑기
setup-first-chosen = 플레이어 1
setup-words = 그림 아래 낱말
setup-words-shown = 보이기
setup-words-hidden = 숨기기
setup-hints = 힌트
setup-hints-button = 원할 때
setup-hints-always = 항상
setup-think-time = ‘어려움’ 컴퓨터가 생각하는 시간
setup-half-second = 0.5초
setup-seconds = { $seconds ->
   *[other] { $seconds }초
}
# The label before the three buttons "Aa", "a", "A" (Hangul has no capitals, so the Korean
# board does not show it).
setup-case = 글자 모양
setup-letters = 쓸 글자
setup-letters-all = 모두
# The letters a class meets first: the consonants (자음), the first unit of 국어 1-1.
setup-letters-first = 처음 배우는 글자
setup-letters-count = { $count ->
   *[other] 글자 { $count }개
}
setup-letters-too-few = 게임판을 만들려면 글자를 { $count }개 이상 골라요.
setup-start = 시작하기
setup-back = 돌아가기
setup-print = 인쇄
setup-who-plays = 누가 하나요?
