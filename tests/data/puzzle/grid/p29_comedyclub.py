T = "Slots"
L = "Set lengths"
V = "Votes"
CATEGORIES = [
    ("Comics", ["Benji", "Corinne", "Deshawn", "Effie", "Fitz"]),
    ("Slots", ["8:00pm", "8:30pm", "9:00pm", "9:30pm", "10:00pm"], [1200, 1230, 1260, 1290, 1320]),
    ("Set lengths", ["6 minutes", "8 minutes", "10 minutes", "12 minutes", "14 minutes"], [6, 8, 10, 12, 14]),
    ("Votes", ["4 votes", "7 votes", "10 votes", "13 votes", "16 votes"], [4, 7, 10, 13, 16]),
]
SOLUTION = [
    ["Benji", "9:00pm", "12 minutes", "4 votes"],
    ["Corinne", "10:00pm", "8 minutes", "16 votes"],
    ["Deshawn", "8:00pm", "14 minutes", "10 votes"],
    ["Effie", "8:30pm", "6 minutes", "13 votes"],
    ["Fitz", "9:30pm", "10 minutes", "7 votes"],
]
CLUES = [
    ("The comic in the last slot got the most votes.", lambda s: s.n(V, "10:00pm") == 16),
    ("The longest set opened the night.", lambda s: s.n(T, "14 minutes") == 1200),
    ("Effie's set was 6 minutes shorter than Benji's.", lambda s: s.n(L, "Effie") == s.n(L, "Benji") - 6),
    ("The 9:30pm comic got 3 more votes than Benji.", lambda s: s.n(V, "9:30pm") == s.n(V, "Benji") + 3),
    ("Of Deshawn and the comic who got 13 votes, one went on at 8:30pm and the other did a 14-minute set.",
     lambda s: not s.same("Deshawn", "13 votes") and (
         (s.same("Deshawn", "8:30pm") and s.same("13 votes", "14 minutes")) or
         (s.same("13 votes", "8:30pm") and s.same("Deshawn", "14 minutes")))),
    ("Fitz's set was 2 minutes longer than Corinne's.", lambda s: s.n(L, "Fitz") == s.n(L, "Corinne") + 2),
    ("Corinne went on later than Fitz.", lambda s: s.n(T, "Corinne") > s.n(T, "Fitz")),
    ("Deshawn got 6 more votes than Benji.", lambda s: s.n(V, "Deshawn") == s.n(V, "Benji") + 6),
    ("Benji went on sometime after Effie.", lambda s: s.n(T, "Benji") > s.n(T, "Effie")),
]
NUM = "."
DOT = False
INTRO = ["Five comics played open mic night, and the audience voted for a favorite."]
OUTRO = []
REMARKS = INTRO + OUTRO
