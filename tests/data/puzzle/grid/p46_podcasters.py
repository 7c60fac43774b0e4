L = "Episode lengths"
M = "Launch months"
R = "Chart positions"
CATEGORIES = [
    ("Hosts", ["Lorcan", "Mireille", "Nkechi", "Quincy"]),
    ("Topics", ["astronomy", "gardening", "history", "true crime"]),
    ("Episode lengths", ["25 minutes", "35 minutes", "45 minutes", "55 minutes"], [25, 35, 45, 55]),
    ("Launch months", ["March", "April", "May", "June"], [3, 4, 5, 6]),
    ("Chart positions", ["3rd", "7th", "12th", "20th"], [3, 7, 12, 20]),
]
SOLUTION = [
    ["Lorcan", "history", "45 minutes", "May", "12th"],
    ["Mireille", "astronomy", "25 minutes", "March", "3rd"],
    ["Nkechi", "true crime", "55 minutes", "April", "7th"],
    ["Quincy", "gardening", "35 minutes", "June", "20th"],
]
CLUES = [
    ("The true crime show's episodes run 10 minutes longer than Lorcan's.", lambda s: s.n(L, "true crime") == s.n(L, "Lorcan") + 10),
    ("The show that launched in March sits highest in the charts.", lambda s: s.n(R, "March") == 3),
    ("Quincy launched his show 2 months after Nkechi launched hers.", lambda s: s.n(M, "Quincy") == s.n(M, "Nkechi") + 2),
    ("The gardening podcast is 20th in the charts.", lambda s: s.same("gardening", "20th")),
    ("The podcast with 25-minute episodes launched a month before the true crime podcast.", lambda s: s.n(M, "25 minutes") == s.n(M, "true crime") - 1),
    ("Of Mireille and the history podcast, one is 3rd in the charts and the other launched in May.",
     lambda s: not s.same("Mireille", "history") and (
         (s.same("Mireille", "3rd") and s.same("history", "May")) or
         (s.same("history", "3rd") and s.same("Mireille", "May")))),
    ("Nkechi's episodes are longer than Quincy's.", lambda s: s.n(L, "Nkechi") > s.n(L, "Quincy")),
]
CLUES.append(("Nkechi's podcast sits higher in the charts than the history podcast.", lambda s: s.n(R, "Nkechi") < s.n(R, "history")))
NUM = "."
INTRO = ["Four podcasters each launched a new show this spring, in a different month. Each show has a different topic and a different episode length, and each now sits at a different position in the charts."]
REMARKS = INTRO
