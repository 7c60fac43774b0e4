B, F, W, D = "Babies", "Families", "Weights", "Days"
CATEGORIES = [
    (B, ["Allison", "Benjamin", "Caleb", "Danielle", "Emily"]),
    (F, ["Garza", "Hanley", "Ibarra", "Jorgensen", "Kimball"]),
    (W, ["6 lb 4 oz", "6 lb 12 oz", "7 lb 4 oz", "7 lb 12 oz", "8 lb 4 oz"], [100, 108, 116, 124, 132]),
    (D, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Allison", "Kimball", "7 lb 4 oz", "Wednesday"],
    ["Benjamin", "Garza", "8 lb 4 oz", "Monday"],
    ["Caleb", "Ibarra", "6 lb 4 oz", "Thursday"],
    ["Danielle", "Hanley", "6 lb 12 oz", "Friday"],
    ["Emily", "Jorgensen", "7 lb 12 oz", "Tuesday"],
]
CLUES = [
    ("The Garzas' son was born on Monday and was the heaviest of the five.",
     lambda s: s.same("Garza", "Monday") and s.n(W, "Garza") == 132 and s.v(B, "Garza") in ("Benjamin", "Caleb")),
    ("The baby born on Thursday weighed exactly a pound less than Allison.",
     lambda s: s.n(W, "Thursday") == s.n(W, "Allison") - 16),
    ("Emily was born the day after Benjamin, and she weighed half a pound more than Allison.",
     lambda s: s.n(D, "Emily") == s.n(D, "Benjamin") + 1 and s.n(W, "Emily") == s.n(W, "Allison") + 8),
    ("The Hanley baby was born later in the week than the Ibarra baby.", lambda s: s.n(D, "Hanley") > s.n(D, "Ibarra")),
    ("Danielle isn't a Kimball.", lambda s: not s.same("Danielle", "Kimball")),
    ("Caleb weighed less than Danielle.", lambda s: s.n(W, "Caleb") < s.n(W, "Danielle")),
    ("The Jorgensens' daughter was born earlier in the week than Allison.",
     lambda s: s.n(D, "Jorgensen") < s.n(D, "Allison") and s.v(B, "Jorgensen") in ("Allison", "Danielle", "Emily")),
    ("Allison was born on Wednesday.", lambda s: s.n(D, "Allison") == 3),
    ("The Ibarras' baby weighed less than any of the others.", lambda s: s.n(W, "Ibarra") == 100),
]
NUM = "."
DOT = True
INTRO = ["Five babies were born at Mercy Hospital during one week in March, one on each weekday, to five different families.",
         "Two are boys (Benjamin and Caleb) and three are girls.",
         "Find each baby's family name, birth weight, and the day of birth."]
OUTRO = []
REMARKS = INTRO + OUTRO
