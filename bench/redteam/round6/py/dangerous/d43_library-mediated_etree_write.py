import xml.etree.ElementTree as ET

root = ET.Element("report")
ET.SubElement(root, "row", name="rt6 d43")
ET.ElementTree(root).write("/opt/rt6canary/x")
print("xml report written")
