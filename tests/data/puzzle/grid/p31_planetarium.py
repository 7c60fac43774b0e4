T = "Times"
K = "Tickets sold"
CATEGORIES = [
    ("Shows", ["Black Holes", "Comet Hunters", "Moonwalk", "Red Planet", "Star Nurseries"]),
    ("Presenters", ["Dr. Fenn", "Dr. Goya", "Dr. Holt", "Dr. Ito", "Dr. Jansen"]),
    ("Times", ["10:15am", "11:30am", "12:45pm", "2:00pm", "3:15pm"], [615, 690, 765, 840, 915]),
    ("Tickets sold", ["48", "56", "64", "72", "80"], [48, 56, 64, 72, 80]),
]
SOLUTION = [
    ["Black Holes", "Dr. Goya", "12:45pm", "80"],
    ["Comet Hunters", "Dr. Ito", "10:15am", "56"],
    ["Moonwalk", "Dr. Fenn", "3:15pm", "48"],
    ["Red Planet", "Dr. Jansen", "11:30am", "64"],
    ["Star Nurseries", "Dr. Holt", "2:00pm", "72"],
]
CLUES = [
    ("The 12:45pm show sold 16 more tickets than Red Planet.",
     lambda s: s.n(K, "12:45pm") == s.n(K, "Red Planet") + 16),
    ("Dr. Fenn's show started 75 minutes after Dr. Holt's.",
     lambda s: s.n(T, "Dr. Fenn") == s.n(T, "Dr. Holt") + 75),
    ("Of the 10:15am show and Dr. Jansen's show, one is Red Planet and the other sold 56 tickets.",
     lambda s: not s.same("10:15am", "Dr. Jansen") and (
         (s.same("10:15am", "Red Planet") and s.same("Dr. Jansen", "56"))
         or (s.same("Dr. Jansen", "Red Planet") and s.same("10:15am", "56")))),
    ("The show that sold 72 tickets isn't Dr. Goya's.",
     lambda s: not s.same("72", "Dr. Goya")),
    ("Moonwalk was the last show of the day.",
     lambda s: s.n(T, "Moonwalk") == 915),
    ("The show presented by Dr. Ito started sometime before Black Holes.",
     lambda s: s.n(T, "Dr. Ito") < s.n(T, "Black Holes")),
    ("Moonwalk sold the fewest tickets.",
     lambda s: s.n(K, "Moonwalk") == 48),
    ("Neither Comet Hunters nor Star Nurseries was presented by Dr. Goya.",
     lambda s: not s.same("Comet Hunters", "Dr. Goya") and not s.same("Star Nurseries", "Dr. Goya")),
    ("Dr. Goya's show sold the most tickets.",
     lambda s: s.n(K, "Dr. Goya") == 80),
    ("Star Nurseries started sometime after Black Holes.",
     lambda s: s.n(T, "Star Nurseries") > s.n(T, "Black Holes")),
    ("Red Planet wasn't the first show of the day.",
     lambda s: s.n(T, "Red Planet") != 615),
]
QUESTIONS = []
NUM = None
DOT = False
INTRO = ["The planetarium ran five different shows on Sunday, each with its own presenter."]
OUTRO = []
REMARKS = INTRO + OUTRO
