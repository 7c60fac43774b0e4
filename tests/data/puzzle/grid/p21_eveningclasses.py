E = "Evenings"
T = "Times"
CATEGORIES = [
    ("Students", ["Mr Hook", "Mrs Ivory", "Mr Jolly", "Mrs Kemp"]),
    ("Classes", ["Italian", "life drawing", "pottery", "woodcarving"]),
    ("Evenings", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Times", ["6:30pm", "7:00pm", "7:30pm", "8:00pm"], [1110, 1140, 1170, 1200]),
]
SOLUTION = [
    ["Mr Hook", "pottery", "Wednesday", "7:00pm"],
    ["Mrs Ivory", "Italian", "Monday", "8:00pm"],
    ["Mr Jolly", "woodcarving", "Thursday", "6:30pm"],
    ["Mrs Kemp", "life drawing", "Tuesday", "7:30pm"],
]
CLUES = [
    ("The Italian class is held on Monday and starts later than any of the others.",
     lambda s: s.same("Italian", "Monday") and s.n(T, "Italian") == 1200),
    ("Mr Jolly's class, which is the earliest to start, meets the evening after the pottery class.",
     lambda s: s.n(T, "Mr Jolly") == 1110 and s.n(E, "Mr Jolly") == s.n(E, "pottery") + 1),
    ("Mrs Kemp goes on Tuesdays, but not to learn woodcarving.",
     lambda s: s.same("Mrs Kemp", "Tuesday") and not s.same("Mrs Kemp", "woodcarving")),
    ("Life drawing starts half an hour after Mr Hook's class.",
     lambda s: s.n(T, "life drawing") == s.n(T, "Mr Hook") + 30),
    ("Mr Hook and Mr Jolly are learning pottery and woodcarving, respectively.",
     lambda s: s.same("Mr Hook", "pottery") and s.same("Mr Jolly", "woodcarving")),
]
QUESTIONS = [("On which evening does Mrs Ivory go to her class?", lambda s: s.v("Evenings", "Mrs Ivory"))]
NUM = "."
DOT = False
INTRO = ["Never Too Late",
         "Four residents of Elm Court enrolled at the adult education centre this autumn. "
         "Each takes a different class, held on a different evening of the week and starting at a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
