Y = "Years"
CATEGORIES = [
    ("Churches", ["All Saints", "Holy Trinity", "St Mary's", "St Peter's"]),
    ("Windows", ["Annunciation", "Harvest", "Nativity", "Noah's Ark"]),
    ("Years", ["1868", "1879", "1891", "1904"], [1868, 1879, 1891, 1904]),
    ("Makers", ["Clayton", "Kempe", "Morris", "Powell"]),
]
SOLUTION = [
    ["All Saints", "Nativity", "1891", "Kempe"],
    ["Holy Trinity", "Noah's Ark", "1868", "Powell"],
    ["St Mary's", "Harvest", "1904", "Clayton"],
    ["St Peter's", "Annunciation", "1879", "Morris"],
]
CLUES = [
    ("The Kempe window was installed 23 years after Holy Trinity's.", lambda s: s.n(Y, "Kempe") == s.n(Y, "Holy Trinity") + 23),
    ("The Harvest window is the most recent of the four.", lambda s: s.n(Y, "Harvest") == 1904),
    ("St Peter's window was made by Morris.", lambda s: s.same("St Peter's", "Morris")),
    ("The Nativity window is not at St Mary's.", lambda s: not s.same("Nativity", "St Mary's")),
    ("Of the Powell window and the 1879 window, one is at Holy Trinity and the other shows the Annunciation.",
     lambda s: not s.same("Powell", "1879") and (
         (s.same("Powell", "Holy Trinity") and s.same("1879", "Annunciation")) or
         (s.same("1879", "Holy Trinity") and s.same("Powell", "Annunciation")))),
    ("The Clayton window is newer than the Annunciation window.", lambda s: s.n(Y, "Clayton") > s.n(Y, "Annunciation")),
    ("Noah's Ark was installed before the Kempe window.", lambda s: s.n(Y, "Noah's Ark") < s.n(Y, "Kempe")),
]
NUM = ""
DOT = True
INTRO = ["Four village churches each have one Victorian or Edwardian window of note. Match each church with its window's subject, the year the window was installed and the firm that made it."]
OUTRO = []
REMARKS = INTRO + OUTRO
