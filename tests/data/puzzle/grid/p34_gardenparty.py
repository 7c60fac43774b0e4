T = "Arrival times"
CATEGORIES = [
    ("Guests", ["Mrs Fairweather", "Mr Goodall", "Miss Hartley", "Dr Ingram", "Mrs Jolly"]),
    ("Hats", ["boater", "cloche", "fascinator", "panama", "pillbox"]),
    ("Arrival times", ["14:30", "14:45", "15:00", "15:15", "15:30"], [0, 15, 30, 45, 60]),
]
SOLUTION = [
    ["Mrs Fairweather", "cloche", "15:00"],
    ["Mr Goodall", "panama", "14:30"],
    ["Miss Hartley", "fascinator", "15:30"],
    ["Dr Ingram", "boater", "15:15"],
    ["Mrs Jolly", "pillbox", "14:45"],
]
CLUES = [
    ("Mr Goodall was the first to arrive, at 14:30 sharp.", lambda s: s.n(T, "Mr Goodall") == 0),
    ("Miss Hartley arrived half an hour after Mrs Fairweather.", lambda s: s.n(T, "Miss Hartley") == s.n(T, "Mrs Fairweather") + 30),
    ("The guest in the boater arrived 15 minutes after the one in the cloche.", lambda s: s.n(T, "boater") == s.n(T, "cloche") + 15),
    ("Mrs Jolly, who wore neither the boater nor the fascinator, arrived before Mrs Fairweather.",
     lambda s: not s.same("Mrs Jolly", "boater") and not s.same("Mrs Jolly", "fascinator") and s.n(T, "Mrs Jolly") < s.n(T, "Mrs Fairweather")),
    ("Of Mr Goodall and Miss Hartley, one wore the panama and the other the fascinator.",
     lambda s: (s.same("Mr Goodall", "panama") and s.same("Miss Hartley", "fascinator")) or (s.same("Miss Hartley", "panama") and s.same("Mr Goodall", "fascinator"))),
    ("Whoever wore the fascinator arrived after Dr Ingram.", lambda s: s.n(T, "fascinator") > s.n(T, "Dr Ingram")),
    ("Dr Ingram didn't wear the pillbox.", lambda s: not s.same("Dr Ingram", "pillbox")),
]
QUESTIONS = [("Who wore the cloche?", lambda s: s.v("Guests", "cloche"))]
NUM = "."
DOT = False
INTRO = ["Five guests arrived at the vicarage garden party at different times, each in a different hat."]
OUTRO = []
REMARKS = INTRO + OUTRO
