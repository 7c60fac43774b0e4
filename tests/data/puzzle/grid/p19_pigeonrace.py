T = "Times"
CATEGORIES = [
    ("Fanciers", ["Mr Abbott", "Mrs Birch", "Mr Cole", "Mrs Doyle", "Mr Ellis"]),
    ("Birds", ["Blue Bar", "Checker Lad", "Lady Grey", "Mealy Boy", "Red Rose"]),
    ("Times", ["1:10pm", "1:20pm", "1:30pm", "1:40pm", "1:50pm"], [790, 800, 810, 820, 830]),
    ("Rings", ["green", "orange", "purple", "red", "yellow"]),
]
SOLUTION = [
    ["Mr Abbott", "Mealy Boy", "1:30pm", "purple"],
    ["Mrs Birch", "Lady Grey", "1:10pm", "green"],
    ["Mr Cole", "Red Rose", "1:50pm", "yellow"],
    ["Mrs Doyle", "Checker Lad", "1:40pm", "orange"],
    ["Mr Ellis", "Blue Bar", "1:20pm", "red"],
]
WOMEN = ("Mrs Birch", "Mrs Doyle")
CLUES = [
    ("The first bird home belonged to one of the women.", lambda s: s.v("Fanciers", "1:10pm") in WOMEN),
    ("Red Rose clocked in 20 minutes after Mealy Boy.", lambda s: s.n(T, "Red Rose") == s.n(T, "Mealy Boy") + 20),
    ("Mr Ellis's bird, which was neither Checker Lad nor Mealy Boy, arrived 10 minutes after Lady Grey.",
     lambda s: not s.same("Mr Ellis", "Checker Lad") and not s.same("Mr Ellis", "Mealy Boy") and s.n(T, "Mr Ellis") == s.n(T, "Lady Grey") + 10),
    ("The bird with the green ring was home first.", lambda s: s.n(T, "green") == 790),
    ("The bird with the orange ring arrived 10 minutes before the one with the yellow ring.",
     lambda s: s.n(T, "orange") == s.n(T, "yellow") - 10),
    ("Mrs Doyle's bird was not the last home.", lambda s: s.n(T, "Mrs Doyle") != 830),
    ("Mr Abbott's bird wore a purple ring.", lambda s: s.same("Mr Abbott", "purple")),
    ("Blue Bar's ring wasn't yellow.", lambda s: not s.same("Blue Bar", "yellow")),
    ("Mr Cole's bird was the last home, half an hour behind Mr Ellis's.",
     lambda s: s.n(T, "Mr Cole") == 830 and s.n(T, "Mr Cole") == s.n(T, "Mr Ellis") + 30),
    ("Mrs Doyle's bird arrived 10 minutes after Mr Abbott's.", lambda s: s.n(T, "Mrs Doyle") == s.n(T, "Mr Abbott") + 10),
]
NUM = "."
DOT = False
INTRO = ["Five members of the Ashfield homing society each sent one bird in Saturday's race. The birds were released together and clocked in at the times below."]
OUTRO = []
REMARKS = INTRO + OUTRO
