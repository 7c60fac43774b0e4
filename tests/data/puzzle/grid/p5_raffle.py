D = "Draws"
def d(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Winners", ["Auntie Mo", "Grandad Len", "Mrs O'Hare", "Uncle Ray"]),
    ("Tickets", ["ticket 17", "ticket 42", "ticket 58", "ticket 93"]),
    ("Prizes", ["bottle of wine", "cinema tickets", "hamper", "teddy bear"]),
    ("Draws", ["1st draw", "2nd draw", "3rd draw", "4th draw"]),
]
CLUES = [
    ("The hamper was the first prize drawn, and it went to Grandad Len.",
     lambda s: d(s, "hamper") == 1 and s.same("hamper", "Grandad Len")),
    ("Mrs O'Hare's ticket was drawn right after the ticket that won the teddy bear.",
     lambda s: d(s, "Mrs O'Hare") == d(s, "teddy bear") + 1),
    ("Ticket 42 won the bottle of wine.", lambda s: s.same("ticket 42", "bottle of wine")),
    ("Uncle Ray and Auntie Mo held tickets 42 and 58, respectively.",
     lambda s: s.same("Uncle Ray", "ticket 42") and s.same("Auntie Mo", "ticket 58")),
    ("Ticket 93 wasn't drawn before ticket 58.", lambda s: d(s, "ticket 93") > d(s, "ticket 58")),
    ("Uncle Ray's ticket was drawn before Auntie Mo's.", lambda s: d(s, "Uncle Ray") < d(s, "Auntie Mo")),
    ("Auntie Mo didn't win the cinema tickets.", lambda s: not s.same("Auntie Mo", "cinema tickets")),
]
REMARKS = ["At the St Bride's summer fair, four prizes were drawn in the raffle, one after another, and each went to a different winner with a different ticket."]
QUESTIONS = [("Which ticket did Grandad Len hold?", lambda s: s.v("Tickets", "Grandad Len"))]
