D = "Departures"
def d(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Ferries", ["Orca", "Puffin", "Selkie", "Whimbrel"]),
    ("Destinations", ["Arran", "Bute", "Cumbrae", "Islay"]),
    ("Departures", ["7:15am", "8:40am", "10:05am", "11:30am"], [435, 520, 605, 690]),
    ("Captains", ["Ewan", "Fiona", "Hamish", "Morag"]),
]
CLUES = [
    ("The Puffin's the first ferry to leave, and it isn't going to Arran.",
     lambda s: d(s, "Puffin") == 435 and not s.same("Puffin", "Arran")),
    ("Morag and Ewan captain the ferries to Arran and Cumbrae, respectively.",
     lambda s: s.same("Morag", "Arran") and s.same("Ewan", "Cumbrae")),
    ("The ferry to Bute leaves an hour and twenty-five minutes after Ewan's.",
     lambda s: d(s, "Bute") == d(s, "Ewan") + 85),
    ("Fiona doesn't captain the Selkie.", lambda s: not s.same("Fiona", "Selkie")),
    ("Hamish's ferry leaves earlier than the Whimbrel.", lambda s: d(s, "Hamish") < d(s, "Whimbrel")),
    ("The Orca leaves later than the Whimbrel.", lambda s: d(s, "Orca") > d(s, "Whimbrel")),
    ("The last ferry of the morning is the Selkie.", lambda s: d(s, "Selkie") == 690),
]
REMARKS = ["Four ferries leave the harbour at Ardrossan each morning, each bound for a different island and each with its own captain. Can you work out the timetable?"]
