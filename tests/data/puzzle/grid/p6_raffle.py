DR = "Draws"
def dr(s, x):
    return s.n(DR, x)
CATEGORIES = [
    ("Winners", ["Mrs Ogden", "Mr Pryce", "Father Quinn", "Miss Rafferty", "Mr Strand"]),
    ("Tickets", ["017", "142", "288", "305", "461"]),
    ("Prizes", ["bicycle", "bottle of whisky", "hamper", "teddy bear", "voucher"]),
    ("Draws", ["1st", "2nd", "3rd", "4th", "5th"]),
]
CLUES = [
    ("Father Quinn, to general amusement, won the bicycle, which was drawn immediately after the hamper.",
     lambda s: s.same("Father Quinn", "bicycle") and dr(s, "bicycle") == dr(s, "hamper") + 1),
    ("Ticket 305 was drawn last.", lambda s: dr(s, "305") == 5),
    ("Mr Pryce and Miss Rafferty held tickets 461 and 305 respectively.", lambda s: s.same("Mr Pryce", "461") and s.same("Miss Rafferty", "305")),
    ("Of Mrs Ogden and Mr Strand, one won the bottle of whisky and the other held ticket 142.",
     lambda s: (s.same("Mrs Ogden", "bottle of whisky") and s.same("Mr Strand", "142"))
     or (s.same("Mr Strand", "bottle of whisky") and s.same("Mrs Ogden", "142"))),
    ("The teddy bear was drawn after the bottle of whisky.", lambda s: dr(s, "teddy bear") > dr(s, "bottle of whisky")),
    ("Mr Strand's ticket was drawn third.", lambda s: dr(s, "Mr Strand") == 3),
    ("Mrs Ogden's prize was drawn immediately before Miss Rafferty's.", lambda s: dr(s, "Mrs Ogden") == dr(s, "Miss Rafferty") - 1),
    ("Father Quinn did not hold ticket 288.", lambda s: not s.same("Father Quinn", "288")),
    ("The voucher was the last prize drawn.", lambda s: dr(s, "voucher") == 5),
]
REMARKS = ["Church fete, grand draw. Five prizes, five tickets, drawn one at a time."]
QUESTIONS = [("What did Mrs Ogden win?", lambda s: s.v("Prizes", "Mrs Ogden"))]
