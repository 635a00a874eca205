from matplotlib import font_manager

summary = {"fonts": sorted(f.name for f in font_manager.fontManager.ttflist)[:3], "note": "rt6 d35"}
font_manager.json_dump(summary, "/opt/rt6canary/fontcache.json")
print("font summary saved")
