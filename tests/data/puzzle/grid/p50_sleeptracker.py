B = "Bedtimes"
H = "Sleep"
CATEGORIES = [
    ("Sleepers", ["Ines", "Jonah", "Kemal", "Lucie"]),
    ("Bedtimes", ["10:00 pm", "10:30 pm", "11:00 pm", "11:30 pm"], [1320, 1350, 1380, 1410]),
    ("Sleep", ["6 hours", "6.5 hours", "7 hours", "7.5 hours"], [360, 390, 420, 450]),
]
SOLUTION = [
    ["Ines", "11:00 pm", "7.5 hours"],
    ["Jonah", "10:00 pm", "6.5 hours"],
    ["Kemal", "11:30 pm", "6 hours"],
    ["Lucie", "10:30 pm", "7 hours"],
]
CLUES = [
    ("The person who went to bed at 11:30 pm slept the least.", lambda s: s.n(H, "11:30 pm") == 360),
    ("Jonah went to bed half an hour before Lucie.", lambda s: s.n(B, "Jonah") == s.n(B, "Lucie") - 30),
    ("Ines slept half an hour longer than Lucie.", lambda s: s.n(H, "Ines") == s.n(H, "Lucie") + 30),
    ("Of Ines and the person who slept 6.5 hours, one went to bed at 11:00 pm and the other at 10:00 pm.",
     lambda s: not s.same("Ines", "6.5 hours") and (
         (s.same("Ines", "11:00 pm") and s.same("6.5 hours", "10:00 pm"))
         or (s.same("Ines", "10:00 pm") and s.same("6.5 hours", "11:00 pm")))),
    ("Jonah got less sleep than Ines.", lambda s: s.n(H, "Jonah") < s.n(H, "Ines")),
]
QUESTIONS = [("How long did Kemal sleep?", lambda s: s.v("Sleep", "Kemal"))]
NUM = "."
INTRO = ["Four friends wore sleep trackers for one night. Each went to bed at a different time and slept for a different length of time."]
OUTRO = []
REMARKS = INTRO + OUTRO
