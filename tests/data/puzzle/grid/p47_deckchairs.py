T = "Times"
H = "Hours"
CATEGORIES = [
    ("Hirers", ["Mr Grimes", "Mrs Hoyle", "Mr Inskip", "Mrs Judd", "Miss Kirby"]),
    ("Stripes", ["blue", "green", "orange", "red", "yellow"]),
    ("Times", ["10:00", "10:30", "11:00", "11:30", "12:00"], [600, 630, 660, 690, 720]),
    ("Hours", ["1 hour", "2 hours", "3 hours", "4 hours", "5 hours"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Mr Grimes", "red", "11:00", "3 hours"],
    ["Mrs Hoyle", "blue", "10:00", "5 hours"],
    ["Mr Inskip", "yellow", "12:00", "1 hour"],
    ["Mrs Judd", "green", "10:30", "2 hours"],
    ["Miss Kirby", "orange", "11:30", "4 hours"],
]
CLUES = [
    ("The first chair of the day, which had blue stripes, was hired for the longest.",
     lambda s: s.n(T, "blue") == 600 and s.n(H, "blue") == 5),
    ("Mr Inskip hired his chair an hour later than Mr Grimes, but for two hours less.",
     lambda s: s.n(T, "Mr Inskip") == s.n(T, "Mr Grimes") + 60 and s.n(H, "Mr Inskip") == s.n(H, "Mr Grimes") - 2),
    ("The green-striped chair went out half an hour after the blue one.", lambda s: s.n(T, "green") == s.n(T, "blue") + 30),
    ("Miss Kirby kept her chair an hour longer than Mr Grimes kept the red one.",
     lambda s: s.same("Mr Grimes", "red") and s.n(H, "Miss Kirby") == s.n(H, "Mr Grimes") + 1),
    ("Mrs Judd hired neither the orange nor the yellow chair.",
     lambda s: not s.same("Mrs Judd", "orange") and not s.same("Mrs Judd", "yellow")),
    ("The chair hired at 11:30 didn't have yellow stripes.", lambda s: not s.same("11:30", "yellow")),
    ("Mrs Judd's chair went out half an hour after Mrs Hoyle's.", lambda s: s.n(T, "Mrs Judd") == s.n(T, "Mrs Hoyle") + 30),
]
QUESTIONS = [("For how long did Mrs Judd hire her chair?", lambda s: s.v("Hours", "Mrs Judd"))]
NUM = "."
INTRO = ["On a hot Saturday in July, the deckchair attendant on the promenade at Bridlington wrote down his first five customers of the morning.",
         "Each hired a chair with different coloured stripes, at a different time, and for a different number of whole hours."]
OUTRO = []
REMARKS = INTRO + OUTRO
