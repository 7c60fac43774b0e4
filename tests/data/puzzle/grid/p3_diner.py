N = "Nights"
def d(s, x):
    return s.n(N, x)
CATEGORIES = [
    ("Friends", ["Maeve", "Niall", "Orla", "Padraig"]),
    ("Restaurants", ["Dante's", "Luigi's", "O'Malley's", "The Cook's Table"]),
    ("Dishes", ["fish pie", "lamb stew", "risotto", "steak frites"]),
    ("Nights", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
CLUES = [
    ("Niall ate out the night before Padraig.", lambda s: d(s, "Niall") == d(s, "Padraig") - 1),
    ("Whoever went to O'Malley's had the lamb stew.", lambda s: s.same("O'Malley's", "lamb stew")),
    ("The risotto was eaten at Dante's.", lambda s: s.same("risotto", "Dante's")),
    ("Orla went out later in the week than anyone else.", lambda s: d(s, "Orla") == 4),
    ("Maeve didn't eat at Luigi's, and she didn't order the fish pie.",
     lambda s: not s.same("Maeve", "Luigi's") and not s.same("Maeve", "fish pie")),
    ("The dinner at The Cook's Table was two nights after the one at Luigi's.",
     lambda s: d(s, "The Cook's Table") == d(s, "Luigi's") + 2),
    ("The fish pie was eaten on Tuesday.", lambda s: s.same("fish pie", "Tuesday")),
    ("Niall ordered the risotto.", lambda s: s.same("Niall", "risotto")),
]
REMARKS = ["Four old school friends each ate out once in the same week, at four different places, and each ordered a different dish."]
QUESTIONS = [("Where did Padraig eat, and what did he have?",
              lambda s: (s.v("Restaurants", "Padraig"), s.v("Dishes", "Padraig")))]
