R = "Rounders"
CATEGORIES = [
    ("First names", ["Abby", "Holly", "Kirsty", "Lucy", "Zoe"]),
    ("Surnames", ["Dean", "Ford", "Hart", "Kay", "Shaw"]),
    ("Positions", ["backstop", "bowler", "deep fielder", "first post", "second post"]),
    ("Rounders", ["1 rounder", "2 rounders", "3 rounders", "4 rounders", "5 rounders"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Abby", "Shaw", "backstop", "3 rounders"],
    ["Holly", "Dean", "bowler", "5 rounders"],
    ["Kirsty", "Hart", "deep fielder", "1 rounder"],
    ["Lucy", "Kay", "first post", "4 rounders"],
    ["Zoe", "Ford", "second post", "2 rounders"],
]
CLUES = [
    ("The bowler scored more rounders than anyone else.", lambda s: s.n(R, "bowler") == 5),
    ("Miss Kay scored one more rounder than Abby.", lambda s: s.n(R, "Kay") == s.n(R, "Abby") + 1),
    ("Zoe, who played second post, isn't the Dean girl.", lambda s: s.same("Zoe", "second post") and not s.same("Zoe", "Dean")),
    ("The Hart girl scored just one rounder.", lambda s: s.n(R, "Hart") == 1),
    ("Of Holly and the backstop, one is Miss Dean and the other is Miss Shaw.",
     lambda s: not s.same("Holly", "backstop") and (
         (s.same("Holly", "Dean") and s.same("backstop", "Shaw")) or (s.same("Holly", "Shaw") and s.same("backstop", "Dean")))),
    ("Lucy played first post and scored two more rounders than Miss Ford.",
     lambda s: s.same("Lucy", "first post") and s.n(R, "Lucy") == s.n(R, "Ford") + 2),
    ("Kirsty scored fewer rounders than Zoe, and Abby isn't Miss Dean.", lambda s: s.n(R, "Kirsty") < s.n(R, "Zoe") and not s.same("Abby", "Dean")),
]
NUM = "."
DOT = False
INTRO = ["In the rounders match against St Anne's, five girls in the Hillcrest team each played a different position, and each scored a different number of rounders. "
         "Can you work out each player's full name, her position and her score?"]
OUTRO = []
REMARKS = INTRO + OUTRO
