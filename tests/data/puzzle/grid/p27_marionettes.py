T = "Show times"
CATEGORIES = [
    ("Puppeteers", ["Kasia", "Lorcan", "Mireille", "Nuno", "Oona"]),
    ("Marionettes", ["dragon", "jester", "king", "mermaid", "witch"]),
    ("Show times", ["10:00am", "11:30am", "1:00pm", "2:30pm", "4:00pm"], [600, 690, 780, 870, 960]),
]
SOLUTION = [
    ["Kasia", "witch", "1:00pm"],
    ["Lorcan", "dragon", "10:00am"],
    ["Mireille", "king", "4:00pm"],
    ["Nuno", "mermaid", "11:30am"],
    ["Oona", "jester", "2:30pm"],
]
CLUES = [
    ("The dragon's show began three hours before Kasia's.",
     lambda s: s.n(T, "dragon") == s.n(T, "Kasia") - 180),
    ("Mireille, whose marionette is not the witch, gave the last show of the day.",
     lambda s: not s.same("Mireille", "witch") and s.n(T, "Mireille") == 960),
    ("The jester appeared an hour and a half after the witch.",
     lambda s: s.n(T, "jester") == s.n(T, "witch") + 90),
    ("Nuno's show was in the morning, but he doesn't operate the dragon.",
     lambda s: s.n(T, "Nuno") < 720 and not s.same("Nuno", "dragon")),
    ("The king is operated by either Oona or Mireille.",
     lambda s: s.same("king", "Oona") or s.same("king", "Mireille")),
    ("Lorcan's show started earlier than Nuno's.",
     lambda s: s.n(T, "Lorcan") < s.n(T, "Nuno")),
    ("Kasia's marionette isn't the jester, and the mermaid's show started before noon.",
     lambda s: not s.same("Kasia", "jester") and s.n(T, "mermaid") < 720),
]
QUESTIONS = [("Who operates the mermaid?", lambda s: s.v("Puppeteers", "mermaid"))]
NUM = "."
DOT = False
INTRO = ["At the puppet festival, five puppeteers each gave one show with a different marionette, and no two shows started at the same time."]
OUTRO = []
REMARKS = INTRO + OUTRO
