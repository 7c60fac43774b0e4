T = "Times"
CATEGORIES = [
    ("Shows", ["The Brave Teapot", "Mossy the Troll", "Pip and the Comet", "The Sleepy Whale"]),
    ("Puppeteers", ["Gwen", "Henrik", "Ingrid", "Jasper"]),
    ("Times", ["10:30 am", "11:45 am", "1:00 pm", "2:15 pm"], [630, 705, 780, 855]),
    ("Tents", ["blue tent", "red tent", "striped tent", "yellow tent"]),
]
SOLUTION = [
    ["The Brave Teapot", "Ingrid", "1:00 pm", "striped tent"],
    ["Mossy the Troll", "Gwen", "10:30 am", "yellow tent"],
    ["Pip and the Comet", "Jasper", "2:15 pm", "blue tent"],
    ["The Sleepy Whale", "Henrik", "11:45 am", "red tent"],
]
CLUES = [
    ("The show in the striped tent began an hour and a quarter after Henrik's show.",
     lambda s: s.n(T, "striped tent") == s.n(T, "Henrik") + 75),
    ("Mossy the Troll was the first show of the day.", lambda s: s.n(T, "Mossy the Troll") == 630),
    ("Jasper's show started later than The Brave Teapot.", lambda s: s.n(T, "Jasper") > s.n(T, "The Brave Teapot")),
    ("The 11:45 am show was either Henrik's or the one in the yellow tent.",
     lambda s: s.same("11:45 am", "Henrik") != s.same("11:45 am", "yellow tent")),
    ("Neither Gwen nor Ingrid used the blue tent.", lambda s: not s.same("Gwen", "blue tent") and not s.same("Ingrid", "blue tent")),
    ("The Sleepy Whale played in the red tent.", lambda s: s.same("The Sleepy Whale", "red tent")),
    ("Ingrid didn't perform Pip and the Comet.", lambda s: not s.same("Ingrid", "Pip and the Comet")),
]
CLUES.append(("Of Gwen and Henrik, one performed Mossy the Troll and the other performed The Sleepy Whale.",
     lambda s: (s.same("Gwen", "Mossy the Troll") and s.same("Henrik", "The Sleepy Whale")) or
               (s.same("Henrik", "Mossy the Troll") and s.same("Gwen", "The Sleepy Whale"))))
NUM = "."
INTRO = ["Four puppet shows were staged at the children's festival on Sunday, each by a different puppeteer, at a different time and in a different tent."]
REMARKS = INTRO
