T = "Tips"
CATEGORIES = [
    ("Drivers", ["Hank", "Lorene", "Otis", "Rhonda"]),
    ("Loads", ["cattle feed", "furniture", "lumber", "steel pipe"]),
    ("Destinations", ["Amarillo", "Flagstaff", "Joplin", "Tulsa"]),
    ("Breakfasts", ["biscuits and gravy", "pancakes", "steak and eggs", "western omelet"]),
    ("Tips", ["$2.50", "$3.00", "$4.25", "$5.00"], [250, 300, 425, 500]),
]
SOLUTION = [
    ["Hank", "lumber", "Flagstaff", "steak and eggs", "$5.00"],
    ["Lorene", "furniture", "Tulsa", "pancakes", "$2.50"],
    ["Otis", "steel pipe", "Joplin", "biscuits and gravy", "$4.25"],
    ["Rhonda", "cattle feed", "Amarillo", "western omelet", "$3.00"],
]
CLUES = [
    ("The driver who ordered steak and eggs left the biggest tip.", lambda s: s.n(T, "steak and eggs") == 500),
    ("Lorene left 50 cents less than the driver hauling cattle feed.", lambda s: s.n(T, "Lorene") == s.n(T, "cattle feed") - 50),
    ("The trucker bound for Joplin tipped $1.25 more than Rhonda.", lambda s: s.n(T, "Joplin") == s.n(T, "Rhonda") + 125),
    ("Otis, who isn't headed to Tulsa, ordered biscuits and gravy.",
     lambda s: not s.same("Otis", "Tulsa") and s.same("Otis", "biscuits and gravy")),
    ("The furniture is going to Tulsa.", lambda s: s.same("furniture", "Tulsa")),
    ("Neither Hank nor the driver headed for Amarillo ordered pancakes.",
     lambda s: not s.same("Hank", "pancakes") and not s.same("Amarillo", "pancakes")),
    ("The lumber isn't headed for Joplin or Amarillo.",
     lambda s: not s.same("lumber", "Joplin") and not s.same("lumber", "Amarillo")),
    ("Of Rhonda and the driver with the steel pipe, one ordered the western omelet and the other is going to Joplin.",
     lambda s: not s.same("Rhonda", "steel pipe") and (
         (s.same("Rhonda", "western omelet") and s.same("steel pipe", "Joplin")) or
         (s.same("steel pipe", "western omelet") and s.same("Rhonda", "Joplin")))),
    ("Lorene's load isn't lumber.", lambda s: not s.same("Lorene", "lumber")),
]
NUM = "."
DOT = False
INTRO = [
    "Breakfast at the Big Rig",
    "Four long-haul truckers stopped for breakfast at the Big Rig Diner on old Route 66 early one morning. Each was hauling a different load to a different city, and each ordered a different breakfast and left a different tip. Find each driver's load, destination, breakfast, and tip.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
