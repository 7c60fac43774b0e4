def of_one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CATEGORIES = [
    ("Chauffeurs", ["Dennis", "Graham", "Lionel", "Malcolm", "Trevor"]),
    ("Cars", ["Austin Princess", "Bentley", "Daimler", "Jaguar", "Rolls-Royce"]),
    ("Brides", ["Claire", "Joanne", "Lorraine", "Sharon", "Tracey"]),
    ("Churches", ["All Saints", "Holy Trinity", "St Anne's", "St Mark's", "St Mary's"]),
]
SOLUTION = [
    ["Dennis", "Daimler", "Tracey", "St Mark's"],
    ["Graham", "Rolls-Royce", "Claire", "All Saints"],
    ["Lionel", "Jaguar", "Sharon", "Holy Trinity"],
    ["Malcolm", "Austin Princess", "Joanne", "St Mary's"],
    ["Trevor", "Bentley", "Lorraine", "St Anne's"],
]
CLUES = [
    ("Of Dennis and the driver of the Jaguar, one took Tracey to her wedding and the other drove to Holy Trinity.",
     lambda s: of_one_other(s, "Dennis", "Jaguar", "Tracey", "Holy Trinity")),
    ("The Rolls-Royce went to All Saints.", lambda s: s.same("Rolls-Royce", "All Saints")),
    ("Claire wasn't driven by Lionel or by Trevor.",
     lambda s: not s.same("Claire", "Lionel") and not s.same("Claire", "Trevor")),
    ("Joanne was married at St Mary's, but she didn't arrive in the Bentley.",
     lambda s: s.same("Joanne", "St Mary's") and not s.same("Joanne", "Bentley")),
    ("Malcolm drove neither the Daimler nor the Rolls-Royce.",
     lambda s: not s.same("Malcolm", "Daimler") and not s.same("Malcolm", "Rolls-Royce")),
    ("Trevor's bride was married at St Anne's.", lambda s: s.same("Trevor", "St Anne's")),
    ("Sharon's car wasn't the Bentley.", lambda s: not s.same("Sharon", "Bentley")),
    ("The Daimler took its bride to St Mark's.", lambda s: s.same("Daimler", "St Mark's")),
    ("Lionel's bride was neither Joanne nor Lorraine.",
     lambda s: not s.same("Lionel", "Joanne") and not s.same("Lionel", "Lorraine")),
    ("Claire travelled in the Rolls-Royce.", lambda s: s.same("Claire", "Rolls-Royce")),
    ("Dennis's car wasn't the Bentley.", lambda s: not s.same("Dennis", "Bentley")),
]
QUESTIONS = [
    ("Which car took Lorraine to church?", lambda s: s.v("Cars", "Lorraine")),
    ("Who drove the Daimler?", lambda s: s.v("Chauffeurs", "Daimler")),
]
NUM = "."
INTRO = ["One busy Saturday in June, each of the five chauffeurs at Prestige Wedding Cars drove a different bride to a different church, and each used a different car from the firm's fleet."]
ASK = "Can you match each chauffeur with his car, his bride and the church?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
