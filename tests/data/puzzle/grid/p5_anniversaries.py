A = "Anniversaries"
M = "Months"
def a(s, x):
    return s.n(A, x)
def m(s, x):
    return s.n(M, x)
CATEGORIES = [
    ("Couples", ["the Abernethys", "the Blacklocks", "the Carrow-Smiths", "the Dunnes"]),
    ("Anniversaries", ["10th", "25th", "40th", "50th"], [10, 25, 40, 50]),
    ("Presents", ["crystal vase", "garden bench", "silver tray", "weekend in Paris"]),
    ("Months", ["April", "June", "September", "November"], [4, 6, 9, 11]),
]
CLUES = [
    ("Neither the Dunnes nor the couple who celebrate in April have been married for fewer than 40 years.",
     lambda s: a(s, "the Dunnes") >= 40 and a(s, "April") >= 40),
    ("Of the Abernethys and the couple given the garden bench, one marks their 25th anniversary this year and the other celebrates in November.",
     lambda s: not s.same("the Abernethys", "garden bench") and (
         (a(s, "the Abernethys") == 25 and s.same("garden bench", "November"))
         or (a(s, "garden bench") == 25 and s.same("the Abernethys", "November")))),
    ("The couple celebrating in September have been married 15 years longer than the Abernethys.",
     lambda s: a(s, "September") == a(s, "the Abernethys") + 15),
    ("The Blacklocks, who were not given the silver tray, celebrate earlier in the year than the Dunnes.",
     lambda s: not s.same("the Blacklocks", "silver tray") and m(s, "the Blacklocks") < m(s, "the Dunnes")),
    ("The weekend in Paris went to the couple with the longest marriage.", lambda s: a(s, "weekend in Paris") == 50),
    ("The Dunnes celebrate later in the year than the Abernethys.",
     lambda s: m(s, "the Dunnes") > m(s, "the Abernethys")),
    ("The four couples are the Dunnes, the couple given the garden bench, the couple celebrating in June and the couple marking their 50th.",
     lambda s: len({s.e("the Dunnes"), s.e("garden bench"), s.e("June"), s.e("50th")}) == 4),
    ("The crystal vase was not for the Abernethys.", lambda s: not s.same("crystal vase", "the Abernethys")),
]
REMARKS = ["Four couples on Elm Row celebrate wedding anniversaries this year, each in a different month, and their children have clubbed together to give each couple a different present."]
QUESTIONS = [("Which anniversary do the Carrow-Smiths celebrate, and what were they given?",
              lambda s: (s.v(A, "the Carrow-Smiths"), s.v("Presents", "the Carrow-Smiths")))]
