T = "Times"
P = "Prices"
G = "Groups"
CATEGORIES = [
    ("Guides", ["Amos Crick", "Bella Dunn", "Cyril Ash", "Dora Pike", "Enid Vale"]),
    ("Cities", ["Chester", "Durham", "Exeter", "Lincoln", "York"]),
    ("Times", ["7:15pm", "7:40pm", "8:00pm", "8:30pm", "9:45pm"], [1155, 1180, 1200, 1230, 1305]),
    ("Prices", ["£6", "£7.50", "£9", "£10", "£12.50"], [600, 750, 900, 1000, 1250]),
    ("Groups", ["8 people", "13 people", "19 people", "24 people", "30 people"], [8, 13, 19, 24, 30]),
]
SOLUTION = [
    ["Amos Crick", "York", "9:45pm", "£12.50", "30 people"],
    ["Bella Dunn", "Exeter", "7:15pm", "£9", "13 people"],
    ["Cyril Ash", "Lincoln", "8:00pm", "£6", "24 people"],
    ["Dora Pike", "Chester", "8:30pm", "£10", "8 people"],
    ["Enid Vale", "Durham", "7:40pm", "£7.50", "19 people"],
]
CLUES = [
    ("The latest walk, the one in York, is also the dearest.", lambda s: s.n(T, "York") == 1305 and s.n(P, "York") == 1250),
    ("Bella Dunn's walk starts 25 minutes before Enid Vale's, and costs £1.50 more.",
     lambda s: s.n(T, "Bella Dunn") == s.n(T, "Enid Vale") - 25 and s.n(P, "Bella Dunn") == s.n(P, "Enid Vale") + 150),
    ("The Lincoln walk is the cheapest, and it starts half an hour before the one in Chester.",
     lambda s: s.n(P, "Lincoln") == 600 and s.n(T, "Lincoln") == s.n(T, "Chester") - 30),
    ("Dora Pike charges £10 a head, but only 8 people turned up for her walk.",
     lambda s: s.same("Dora Pike", "£10") and s.same("Dora Pike", "8 people")),
    ("Neither Cyril Ash nor Dora Pike leads the walk in Durham.",
     lambda s: not s.same("Cyril Ash", "Durham") and not s.same("Dora Pike", "Durham")),
    ("The largest group went on the walk that started last, and the walk in Exeter had 6 fewer people than the one in Durham.",
     lambda s: s.n(G, "30 people") == 30 and s.n(T, "30 people") == 1305 and s.n(G, "Exeter") == s.n(G, "Durham") - 6),
    ("Cyril Ash starts his walk before Amos Crick, and Enid Vale's walk is not in Exeter.",
     lambda s: s.n(T, "Cyril Ash") < s.n(T, "Amos Crick") and not s.same("Enid Vale", "Exeter")),
    ("Cyril Ash's group was 11 people larger than Bella Dunn's.", lambda s: s.n(G, "Cyril Ash") == s.n(G, "Bella Dunn") + 11),
]
QUESTIONS = [("Who leads the ghost walk in Lincoln?", lambda s: s.v("Guides", "Lincoln"))]
NUM = "."
DOT = True
INTRO = ["Five guides each lead an evening ghost walk in a different cathedral city. Last Friday the walks started at different times, charged different prices and drew groups of different sizes."]
OUTRO = []
REMARKS = INTRO + OUTRO
