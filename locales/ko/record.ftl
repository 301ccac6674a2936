# "Record our voice": the teacher records the letters board's names, sounds and words.
rec-title = 우리 목소리 녹음
rec-how = ‘녹음’을 누르고 말한 다음 ‘멈춤’을 눌러요. Lineup이 바로 들려줘요. 마음에 들 때까지 다시 녹음할 수 있어요. 녹음하지 않은 것은 컴퓨터 목소리로 남아요.
rec-progress = { $at } / { $count }
rec-name = 글자 이름
rec-sound = 글자 소리
rec-word = 낱말
rec-record = 녹음
rec-stop = 멈춤
rec-hear = 들어 보기
rec-computer = 컴퓨터 목소리로 돌리기
rec-back = 이전
rec-next = 다음
rec-close = 닫기
rec-ours = 직접 녹음한 목소리예요.
rec-count = 직접 녹음: { $count }개 중 { $ours }개
rec-kept = 저장했어요. 우리 반은 이 소리를 들어요.
rec-nothing = 아무 말도 들리지 않았어요. 마이크가 켜져 있는지 확인하고 다시 해 보세요.
rec-too-quiet = 소리가 너무 작았어요. 마이크에 가까이 와서 크게 말해 주세요.
rec-clipped = 소리가 너무 커서 지직거려요. 마이크에서 조금 떨어져 주세요.
rec-no-mic = 마이크가 없어요. 마이크를 연결하고 다시 해 보세요.
rec-refused = Lineup이 마이크를 쓸 수 없어요. 브라우저나 컴퓨터 설정에서 허용하고 다시 해 보세요.
rec-failed = 마이크가 작동하지 않았어요: { $why }
rec-not-kept = 녹음을 저장하지 못했어요: { $why }
# The button on home and on the page of a board just made.
rec-open = 우리 목소리 녹음
