T = "Times"
CATEGORIES = [
    ("Speakers", ["Dr. Abernathy", "Dr. Brandt", "Prof. Chen", "Prof. Duarte", "Dr. Ekwueme"]),
    ("Topics", ["batteries", "coral reefs", "dark matter", "gut bacteria", "volcanoes"]),
    ("Times", ["9:00 am", "10:00 am", "11:00 am", "1:00 pm", "2:00 pm"], [540, 600, 660, 780, 840]),
]
SOLUTION = [
    ["Dr. Abernathy", "volcanoes", "11:00 am"],
    ["Dr. Brandt", "batteries", "2:00 pm"],
    ["Prof. Chen", "gut bacteria", "9:00 am"],
    ["Prof. Duarte", "dark matter", "1:00 pm"],
    ["Dr. Ekwueme", "coral reefs", "10:00 am"],
]
CLUES = [
    ("The talk on dark matter began 3 hours after the talk on coral reefs.",
     lambda s: s.n(T, "dark matter") == s.n(T, "coral reefs") + 180),
    ("Prof. Chen opened the day.", lambda s: s.n(T, "Prof. Chen") == 540),
    ("Dr. Brandt spoke sometime after Dr. Abernathy.", lambda s: s.n(T, "Dr. Brandt") > s.n(T, "Dr. Abernathy")),
    ("The talk on volcanoes started at 11:00 am.", lambda s: s.same("volcanoes", "11:00 am")),
    ("Dr. Ekwueme's talk started an hour before Dr. Abernathy's.",
     lambda s: s.n(T, "Dr. Ekwueme") == s.n(T, "Dr. Abernathy") - 60),
    ("Prof. Duarte didn't talk about batteries.", lambda s: not s.same("Prof. Duarte", "batteries")),
    ("The batteries talk was the last of the day.", lambda s: s.n(T, "batteries") == 840),
]
QUESTIONS = [("What did Prof. Duarte talk about?", lambda s: s.v("Topics", "Prof. Duarte"))]
NUM = "."
INTRO = ["Science Day: five speakers gave talks on different subjects at the town hall, with a break for lunch at noon."]
OUTRO = []
REMARKS = INTRO + OUTRO
